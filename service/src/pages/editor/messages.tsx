/**
 * The e-mails the service wrote (service/src/mail/): the list (GET /redaktion/nachrichten),
 * newest first with their state, and one message (GET /redaktion/nachrichten/:id) with its text.
 * React escapes everything, the text included; it is shown as paragraphs, never as HTML.
 */
import { Badge, Cell, Pager, Paragraphs, Table, type Column } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import type { MailDetail, MailEntry } from '../../mail/mailer.ts';
import type { EditorSession } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { EditorBar, Fact, Time } from './bar.tsx';

const m = t.messages;
const COLUMNS = { date: { label: m.columns.date }, to: { label: m.columns.to }, subject: { label: m.columns.subject }, state: { label: m.columns.state } } satisfies Record<string, Column>;

export const MESSAGES_PATH = '/redaktion/nachrichten';
export const messageHref = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}`;
const listHref = (n: number) => `${MESSAGES_PATH}${n > 1 ? `?blatt=${n}` : ''}`;

export interface MessagesView {
  session: EditorSession;
  entries: MailEntry[];
  total: number;
  pageNumber: number;
  pageSize: number;
  /** SMTP configured; otherwise messages are only kept in `dir`. */
  smtp: boolean;
  dir: string;
}

export interface MessageView {
  session: EditorSession;
  message: MailDetail;
  smtp: boolean;
}

function StateBadge({ entry }: { entry: Pick<MailEntry, 'state'> }) {
  return <Badge variant={entry.state === 'sent' ? 'success' : entry.state === 'waiting' ? 'info' : 'warning'}>{m.states[entry.state]}</Badge>;
}

/** Why a message is not sent: the last SMTP error, or that no SMTP server is configured. */
function reason(entry: MailEntry, smtp: boolean): string | undefined {
  if (entry.error) return entry.error;
  return entry.state === 'unsent' && !smtp ? m.notConfigured : undefined;
}

function Intro({ smtp, dir }: { smtp: boolean; dir: string }) {
  return (
    <>
      <p>{m.intro}</p>
      <p>{smtp ? m.smtp : m.noSmtp(dir)}</p>
    </>
  );
}

export function messagesContent(view: MessagesView): PageContent {
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  return {
    title: m.title,
    heading: m.title,
    body: (
      <>
        <EditorBar session={view.session} current="messages" />
        <Intro smtp={view.smtp} dir={view.dir} />
        {view.entries.length ? (
          <Table id="nachrichten" caption={m.caption} columns={Object.values(COLUMNS)}>
            {view.entries.map((entry) => {
              const why = reason(entry, view.smtp);
              return (
                <tr className="kern-table__row" key={entry.id}>
                  <Cell column={COLUMNS.date}>
                    <Time at={entry.date} />
                  </Cell>
                  <Cell column={COLUMNS.to}>{entry.to}</Cell>
                  <Cell column={COLUMNS.subject}>
                    <a href={messageHref(entry.id)}>{entry.subject}</a>
                  </Cell>
                  <Cell column={COLUMNS.state}>
                    <StateBadge entry={entry} />
                    {why && <p>{why}</p>}
                  </Cell>
                </tr>
              );
            })}
          </Table>
        ) : (
          <p>{m.empty}</p>
        )}
        <Pager
          label={t.list.pagination}
          previous={view.pageNumber > 1 ? { href: listHref(view.pageNumber - 1), text: t.list.newer } : undefined}
          next={view.pageNumber < pages ? { href: listHref(view.pageNumber + 1), text: t.list.older } : undefined}
        />
      </>
    ),
  };
}

export function messageContent(view: MessageView): PageContent {
  const { message } = view;
  return {
    title: `${m.title}: ${message.subject}`,
    heading: message.subject,
    body: (
      <>
        <EditorBar session={view.session} current="messages" />
        <section aria-labelledby="angaben">
          <h2 id="angaben">{m.facts}</h2>
          <dl className="redaktion-facts">
            <Fact name={m.to}>{message.to}</Fact>
            <Fact name={m.date}>
              <Time at={message.date} />
            </Fact>
            <Fact name={m.state}>
              <StateBadge entry={message} />
            </Fact>
            <Fact name={m.attempts}>{String(message.attempts)}</Fact>
            <Fact name={m.lastError}>{reason(message, view.smtp) ?? m.noError}</Fact>
          </dl>
        </section>
        <section aria-labelledby="text">
          <h2 id="text">{m.text}</h2>
          <div className="redaktion-description">
            <Paragraphs text={message.text} />
          </div>
        </section>
        <p>
          <a href={MESSAGES_PATH}>{m.back}</a>
        </p>
      </>
    ),
  };
}
