/** `/account/my-profile`: being built in parallel (issue 11); this placeholder only fixes the name. */
export function ProfilePage() {
  return null;
}
