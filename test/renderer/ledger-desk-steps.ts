import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Sets the date and, when given, the session that the ledger desk records the next entries with, as a player
 * does on any game's sheet or advancement page: through the fields labelled "Session (optional)" and
 * "Date of these entries".
 */
export async function recordEntriesOn(user: UserEvent, when: { session?: string; date?: string }): Promise<void> {
  if (when.session !== undefined)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session (optional)' }), when.session);
  if (when.date !== undefined) {
    await user.clear(screen.getByLabelText('Date of these entries'));
    await user.type(screen.getByLabelText('Date of these entries'), when.date);
  }
}
