/** The shared SQL text of the store's simple half, rewritten for each database (dialect.ts). */
import { describe, expect, it } from 'vitest';
import { dialectText } from '../../src/store/dialect.ts';

const sqlite = (text: string) => dialectText(text, (position) => `?${position}`, '?1');
const postgres = (text: string) => dialectText(text, (position) => `$${position}`, 'COALESCE($1::bigint, feedback_now_ms())');

describe('dialectText', () => {
  it('keeps the values in place when the text does not read the clock', () => {
    expect(sqlite('SELECT * FROM feedback WHERE id = $1 LIMIT $2 OFFSET $12')).toEqual({
      text: 'SELECT * FROM feedback WHERE id = ?1 LIMIT ?2 OFFSET ?12',
      clock: false,
    });
    expect(postgres('DELETE FROM editor_sessions WHERE token_hash = $1')).toEqual({
      text: 'DELETE FROM editor_sessions WHERE token_hash = $1',
      clock: false,
    });
  });

  it('puts the clock first and moves the values one place on when the text reads it', () => {
    expect(sqlite('UPDATE feedback SET contacted_at = {now}, updated_at = {now} WHERE id = $1')).toEqual({
      text: 'UPDATE feedback SET contacted_at = ?1, updated_at = ?1 WHERE id = ?2',
      clock: true,
    });
    // The clock's own $1 is not moved on.
    expect(postgres('DELETE FROM editor_sessions WHERE created_at <= {now} - $1 OR last_seen_at <= {now} - $2')).toEqual({
      text:
        'DELETE FROM editor_sessions WHERE created_at <= COALESCE($1::bigint, feedback_now_ms()) - $2 ' +
        'OR last_seen_at <= COALESCE($1::bigint, feedback_now_ms()) - $3',
      clock: true,
    });
  });
});
