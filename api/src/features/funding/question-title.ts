const QUESTION_TITLE_PREFIX = 'A question about ';

/** The title of the notification that takes a reviewer's question to the requester. */
export const questionNotificationTitle = (requestTitle: string) =>
  `${QUESTION_TITLE_PREFIX}"${requestTitle}"`;

/** Whether a notification carries a reviewer's question (the member simulator answers those). */
export const isQuestionNotification = (title: string) => title.startsWith(QUESTION_TITLE_PREFIX);
