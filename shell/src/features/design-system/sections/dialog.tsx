import { useState } from 'react';
import { Button, Dialog, type DialogProps } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

const LONG = Array.from(
  { length: 30 },
  (_, index) => `Paragraph ${index + 1} of a long body: the body scrolls, the title and the actions stay.`,
);

function DialogDemo({ opener, ...props }: Omit<DialogProps, 'open' | 'onClose'> & { opener: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Dialog {...props} open={open} onClose={close} />
    </>
  );
}

export const dialogSection: CatalogueSection = {
  id: 'dialog',
  name: 'Dialog',
  usage:
    'A modal for a short task or a confirmation that needs an answer before going on. Escape, the close button and a click on the backdrop close it; focus returns to the button that opened it.',
  states: [
    {
      name: 'Confirmation with actions',
      render: () => (
        <DialogDemo
          opener="Withdraw the application"
          title="Withdraw your application?"
          description="The company will no longer see it. You can apply again later."
          footer={
            <>
              <Button variant="secondary">Keep it</Button>
              <Button>Withdraw</Button>
            </>
          }
        />
      ),
    },
    {
      name: 'Without description or footer',
      render: () => (
        <DialogDemo opener="What is a minisite?" title="What is a minisite?">
          <p>A company's own page on EuLangJobs, with its jobs and its story.</p>
        </DialogDemo>
      ),
    },
    {
      name: 'Long body and a long title',
      render: () => (
        <DialogDemo
          opener="Read the terms"
          title="Terms and conditions of the EuLangJobs job board for candidates and companies in Europe"
          footer={<Button>I agree</Button>}
        >
          {LONG.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </DialogDemo>
      ),
    },
  ],
};
