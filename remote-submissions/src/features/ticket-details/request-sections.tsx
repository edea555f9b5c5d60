import {
  formatDateTime,
  formatMoney,
  type FundingRequest,
  type FundingRequestSummary,
} from '@backoffice/shared';
import { Card, ProgressBar } from '@backoffice/shared/ui';
import { documentKindLabel, statusLabels } from '../../lib/labels';
import styles from './ticket-details.module.css';

export function FundingProgress({ request }: { request: FundingRequestSummary }) {
  const raised = formatMoney(request.amountRaised, request.currency);
  const requested = formatMoney(request.amountRequested, request.currency);
  return (
    <Card title="Funding">
      <ProgressBar
        label="Raised so far"
        value={request.amountRaised}
        max={request.amountRequested}
        valueText={`${raised} of ${requested}`}
      />
    </Card>
  );
}

export function Documents({ documents }: { documents: FundingRequest['documents'] }) {
  return (
    <Card title="Documents">
      {documents.length === 0 ? (
        <p className={styles.muted}>No documents were attached.</p>
      ) : (
        <ul className={styles.plainList}>
          {documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noreferrer">
                {document.name}
              </a>{' '}
              <span className={styles.muted}>({documentKindLabel(document.kind)})</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function NoteThread({ notes }: { notes: FundingRequest['notes'] }) {
  if (notes.length === 0) return <p className={styles.muted}>No notes sent yet.</p>;
  return (
    <ol className={styles.thread} aria-label="Notes sent to the requester">
      {notes.map((note) => (
        <li key={note.id} className={styles.note}>
          <p className={styles.muted}>
            {note.author.name} ·{' '}
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          </p>
          <p className={styles.noteContent}>{note.content}</p>
        </li>
      ))}
    </ol>
  );
}

const actionLabels: Record<string, string> = {
  created: 'Submitted',
  status_changed: 'Status changed',
  first_approval: 'First approval given, awaiting a second reviewer',
  sent_back: 'Sent back, first approval withdrawn',
  note_sent: 'Note sent to requester',
  requester_answered: 'Requester answered',
  private_note_updated: 'Private note updated',
};

export function HistoryTimeline({ history }: { history: FundingRequest['history'] }) {
  const newestFirst = [...history].reverse();
  return (
    <Card title="History">
      <ol className={styles.timeline} aria-label="History">
        {newestFirst.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <p>
              <strong>{actionLabels[entry.action] ?? entry.action}</strong>
              {/* A first approval or a send-back can leave the status as it was: no move to name. */}
              {entry.from &&
                entry.to &&
                entry.from !== entry.to &&
                ` from ${statusLabels[entry.from]} to ${statusLabels[entry.to]}`}
              {' by '}
              {entry.actor}
            </p>
            {entry.reason && (
              <p>
                {entry.action === 'requester_answered'
                  ? 'Answer'
                  : entry.to === 'needs_info'
                    ? 'Question'
                    : 'Reason'}
                : {entry.reason}
              </p>
            )}
            <p className={styles.muted}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
