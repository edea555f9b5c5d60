import {
  endpoints,
  envelope,
  LIST_MAX_LIMIT,
  type Notification,
} from '@backoffice/shared/contract';
import { z } from 'zod';
import { isQuestionNotification } from '../features/funding/question-title';

/** A request the simulated member answered, or why it could not (already answered, decided). */
export type AnswerOutcome =
  | { fundingRequestId: string; answered: true; answer: string }
  | { fundingRequestId: string; answered: false; reason: string };

/** The simulated requester's reply: quotes the question so a demo shows which one it answers. */
export const cannedAnswer = (question: string) =>
  `About "${question.slice(0, 120)}": here it is, I have added the details you asked for.`;

/** The unread notifications that carry a reviewer's question, with the request they are about. */
function questions(notifications: readonly Notification[]) {
  return notifications.flatMap((notification) => {
    const id = notification.data.fundingRequestId;
    return isQuestionNotification(notification.title) && id ? [{ notification, id }] : [];
  });
}

/**
 * The member simulator answers the reviewers' questions. It reads the member's unread
 * notifications (the api tells the requester of a question there), answers each request through
 * the member's answer endpoint, and marks those notifications read so each is answered once. A
 * request no longer waiting for an answer (answered elsewhere, or decided) is skipped.
 */
export async function answerOpenQuestions(
  apiUrl: string,
  memberToken: string,
  answerFor: (question: string) => string = cannedAnswer,
): Promise<AnswerOutcome[]> {
  const call = async <S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<{ ok: true; data: z.output<S> } | { ok: false; message: string }> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${memberToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json();
    if (!response.ok) {
      const message = (json as { message?: unknown }).message;
      return { ok: false, message: typeof message === 'string' ? message : `${response.status}` };
    }
    return { ok: true, data: schema.parse(envelope(z.unknown()).parse(json).data) };
  };

  const unread = await call(
    'GET',
    `${endpoints.notifications.path}?unread=true&limit=${LIST_MAX_LIMIT}`,
    endpoints.notifications.response,
  );
  if (!unread.ok) throw new Error(`Reading the notifications failed: ${unread.message}`);

  const outcomes: AnswerOutcome[] = [];
  const handled: string[] = [];
  for (const { notification, id } of questions(unread.data.items)) {
    const answer = answerFor(notification.body);
    const path = endpoints.answerFundingRequest.path.replace(':id', encodeURIComponent(id));
    const answered = await call('POST', path, endpoints.answerFundingRequest.response, { answer });
    outcomes.push(
      answered.ok
        ? { fundingRequestId: id, answered: true, answer }
        : { fundingRequestId: id, answered: false, reason: answered.message },
    );
    handled.push(notification.id);
  }
  if (handled.length > 0) {
    const marked = await call(
      'PATCH',
      endpoints.markNotificationsRead.path,
      endpoints.markNotificationsRead.response,
      { ids: handled },
    );
    if (!marked.ok) throw new Error(`Marking the questions read failed: ${marked.message}`);
  }
  return outcomes;
}
