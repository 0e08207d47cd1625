// The candidate's mails about their applications (docs/operations.md#mails-about-applications).
export { queueApplicationReceipt } from './receipt';
export { cancelStageMail, scheduleStageMail, sendDueStageMails } from './stages';
