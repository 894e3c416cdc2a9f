import type { EntityManager } from '@mikro-orm/postgresql';

/** Messages a report of a message keeps as evidence. */
export const EVIDENCE_MESSAGES = 20;

/**
 * Keeps a report's evidence (docs/product.md, 'Interact'): the last 20 messages of the reporter's conversation with
 * the reported member, up to the reported message (reportMessage), or up to now for a report of the member made
 * about their messages (reportMember with context MESSAGE). Nothing when the two have no conversation. Runs in the
 * report's transaction, so a report is never kept without its evidence.
 */
export async function keepMessageEvidence(
  tx: EntityManager, reportId: string, reporterId: string, reportedId: string, upToMessageId: string | null,
): Promise<void> {
  await tx.getConnection().execute(
    `insert into report_message (report_id, message_id)
     select ?, last.id
       from conversation cv
       join lateral (select m.id from message m
                      where m.conversation_id = cv.id
                        and (?::uuid is null or (m.sent_at, m.id) <= (select u.sent_at, u.id from message u where u.id = ?::uuid))
                      order by m.sent_at desc, m.id desc limit ${EVIDENCE_MESSAGES}) last on true
      where cv.member_a_id = least(?::uuid, ?::uuid) and cv.member_b_id = greatest(?::uuid, ?::uuid)
     on conflict do nothing`,
    [reportId, upToMessageId, upToMessageId, reporterId, reportedId, reporterId, reportedId],
    'run',
    tx.getTransactionContext(),
  );
}
