import type { ReactNode, Ref } from 'react';
import { BackLink } from './back-link';

export type EditorHeadProps = {
  /** The way back to the list, and its words. */
  back: { to: string; label: string };
  heading: string;
  /** Where an existing item stands (its badge, a link to its public page); nothing for a new one. */
  status?: ReactNode;
  /** The form's own message, read out and focused when a save fails without a field to point at. */
  message: string;
  messageRef: Ref<HTMLParagraphElement>;
};

/** The top of an admin editor (an event, a blog post): back link, heading, status and the form's message. */
export function EditorHead({ back, heading, status, message, messageRef }: EditorHeadProps) {
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1>{heading}</h1>
      {status ? <p className="admin-editor-status">{status}</p> : null}
      <p ref={messageRef} tabIndex={-1} role="alert" className="admin-form-message">
        {message}
      </p>
    </>
  );
}
