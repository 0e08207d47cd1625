import { useState } from 'react';
import type { FileUpload } from 'shared-kit/ui/account';
import { refusalOf } from '../../../lib/refusal';

/**
 * One image sent as soon as it is chosen (the logo, an image block), its progress shown by the FileDropZone. A
 * refusal shows the api's first field error or its message, else `failure()`; `done` gets the api's answer.
 */
export function useImageUpload<Answer>(
  send: (file: File, onProgress: (percent: number) => void) => Promise<Answer>,
  done: (answer: Answer) => void,
  failure: () => string,
) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUploads([{ name: file.name, progress: 0 }]);
    try {
      const answer = await send(file, (progress) => setUploads([{ name: file.name, progress }]));
      setUploads([{ name: file.name, progress: 100 }]);
      done(answer);
    } catch (error) {
      const refused = refusalOf(error);
      const text = refused ? (Object.values(refused.errors)[0] ?? refused.message) : null;
      setUploads([{ name: file.name, progress: 0, error: text ?? failure() }]);
    }
  };
  return { uploads, upload };
}
