import { useEffect, useState } from 'react';
import type { FileUpload } from 'shared-kit/ui/account';
import { FileDropZone } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

/** Pretends to upload what is chosen, so the progress can be seen. */
function Demo({ multiple }: { multiple?: boolean }) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const running = uploads.some((upload) => upload.progress < 100 && !upload.error);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () =>
        setUploads((all) =>
          all.map((upload) => (upload.error ? upload : { ...upload, progress: Math.min(100, upload.progress + 20) })),
        ),
      400,
    );
    return () => clearInterval(timer);
  }, [running]);
  return (
    <FileDropZone
      label={multiple ? 'Certificates' : 'Your CV'}
      hint="PDF or Word."
      accept=".pdf,.doc,.docx"
      maxBytes={5_000_000}
      multiple={multiple}
      onFiles={(files) => setUploads((all) => [...all, ...files.map((file) => ({ name: file.name, progress: 0 }))])}
      uploads={uploads}
    />
  );
}

export const fileDropZoneSection: CatalogueSection = {
  id: 'file-drop-zone',
  name: 'FileDropZone',
  usage:
    'Choosing or dropping files to upload (CV, logo, certificates). Refuses other types and files over the size, naming them; shows each upload’s progress.',
  states: [
    { name: 'One file (try it)', render: () => <Demo /> },
    { name: 'Several files (try it)', render: () => <Demo multiple /> },
    {
      name: 'Uploads in progress, done, failed',
      render: () => (
        <FileDropZone
          label="Certificates"
          accept=".pdf"
          maxBytes={5_000_000}
          multiple
          onFiles={() => {}}
          uploads={[
            { name: 'goethe-c1.pdf', progress: 60 },
            { name: 'dele-b2.pdf', progress: 100 },
            {
              name: 'a-very-long-file-name-from-a-scanner-2026-03-12-0001.pdf',
              progress: 30,
              error: 'The upload failed.',
            },
          ]}
        />
      ),
    },
    {
      name: 'Error',
      render: () => (
        <FileDropZone label="Your CV" accept=".pdf" maxBytes={5_000_000} onFiles={() => {}} error="Add your CV." />
      ),
    },
    {
      name: 'Disabled',
      render: () => <FileDropZone label="Your CV" accept=".pdf" maxBytes={5_000_000} onFiles={() => {}} disabled />,
    },
  ],
};
