// A CV file refused before it is parsed (docs/security.md#isolated-file-reading): it would unpack to far more than
// any CV does. The upload is stored all the same; the answer says the CV could not be read.
export class CvRefused extends Error {}
