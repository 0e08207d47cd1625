import { lazyPage, PageSuspense } from 'shared-kit/router';
import type { RegistrationFormProps } from './registration-form';

// The sign-up form, with the form toolkit it uses (shared-kit/ui/form), is a chunk of its own: /career-events and the
// admin area, in the same exposed module, never show it and so never download it. The pages that show it ask for it as
// they start asking for their data (`preloadRegistrationForm`), so it is there when they draw the form
// (docs/delivery.md#the-guard).
const LazyRegistrationForm = lazyPage<RegistrationFormProps>(() =>
  import('./registration-form').then((module) => module.RegistrationForm),
);

/** Starts downloading the form's chunk (once); called by the pages that show the form as they start. */
export const preloadRegistrationForm = LazyRegistrationForm.preload;

export function RegistrationForm(props: RegistrationFormProps) {
  return (
    <PageSuspense fallback={null}>
      <LazyRegistrationForm {...props} />
    </PageSuspense>
  );
}
