import { DRAFT_CHECK_ACTION, type DraftCheckAnswer } from '../../common/contracts/draft-check.ts';
import type { SaveChecks } from './save-check.ts';

// The deployed editor's source of the check panel (docs/web-editor.md, «The check of a draft»): a
// save is a draft, and the forms service checks the site with that draft merged onto it
// (server/forms/editor/draft-checks.ts). After each save the page asks the editor API for that
// check's answer until it has one — a build takes seconds to a minute — and hands it to the panel.
// Under npm start the content watch's channel is the source instead (save-check.ts).

const ASK_EVERY_MS = 1000;
/** a build is stopped after 15 minutes (PUBLISH_BUILD_TIMEOUT): no answer comes later than that */
const GIVE_UP_MS = 16 * 60_000;

export function followDraftCheck(checks: SaveChecks, apiUrl: string, draft: { collection: string; slug: string }): void {
  const started = Date.now();
  const ask = async (): Promise<void> => {
    let answer: DraftCheckAnswer | undefined;
    try {
      const response = await fetch(apiUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ action: DRAFT_CHECK_ACTION, params: draft }),
      });
      if (response.ok) answer = (await response.json()) as DraftCheckAnswer;
    } catch {
      // the connection dropped (the tunnel): asked again below
    }
    if (answer?.state === 'done') return checks.draftChecked(answer);
    if (Date.now() - started < GIVE_UP_MS && checks.check.state === 'checking') setTimeout(() => void ask(), ASK_EVERY_MS);
  };
  void ask();
}
