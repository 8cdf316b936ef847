// A member of staff's browser on the inbox's real HTTP port, as the SSH tunnel reaches it
// (docs/inbox.md): it keeps the cookies, sends the login page's CSRF token with the login form and
// names the inbox's origin with every POST, as a browser does. The server trial logs in with it
// and drives the web editor's API (/admin/api/v1, Decap CMS's proxy protocol) the way Decap does.

export interface EditorAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** an entry of the editor: its collection, its slug and its file */
export interface DraftEntry {
  collection: string;
  slug: string;
  file: string;
}

export class StaffBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  /** logs in with the password and the second factor's code; where the login sends the account (303), or undefined */
  async logIn(login: string, password: string, code: string): Promise<string | undefined> {
    const page = await this.request('GET', '/login');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1];
    if (csrf === undefined) throw new Error(`the login page (${page.status}) has no CSRF token`);
    const answer = await this.request('POST', '/login', {
      'content-type': 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ _csrf: csrf, login, password, code }).toString(),
    });
    return answer.status === 303 ? (answer.headers.get('location') ?? undefined) : undefined;
  }

  /** one call of the web editor's API: {action, params} */
  async editor(action: string, params: Record<string, unknown> = {}): Promise<EditorAnswer> {
    const answer = await this.request('POST', '/admin/api/v1', { 'content-type': 'application/json', body: JSON.stringify({ action, params }) });
    const text = await answer.text();
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { text };
    }
    return { status: answer.status, json };
  }

  /** a draft of one entry saved, as Decap's editorial workflow saves it */
  saveDraft(entry: DraftEntry, raw: string): Promise<EditorAnswer> {
    return this.editor('persistEntry', {
      branch: 'main',
      dataFiles: [{ slug: entry.slug, path: entry.file, raw }],
      assets: [],
      options: { collectionName: entry.collection, commitMessage: `Правка ${entry.file}`, useWorkflow: true, status: 'draft' },
    });
  }

  /** the draft's check once it is done (a build: ten minutes at most), as the editor's panel waits for it */
  async checkedDraft(entry: DraftEntry): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 600_000;
    for (;;) {
      const answer = await this.editor('draftCheck', { collection: entry.collection, slug: entry.slug });
      if (answer.json.state === 'done' || Date.now() > deadline) return answer.json;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** «Опубликовать» → «Опубликовать сейчас» */
  publishDraft(entry: DraftEntry): Promise<EditorAnswer> {
    return this.editor('publishUnpublishedEntry', { branch: 'main', collection: entry.collection, slug: entry.slug });
  }

  private async request(method: string, url: string, options: { 'content-type'?: string; body?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method === 'POST') headers.origin = this.origin;
    if (options['content-type']) headers['content-type'] = options['content-type'];
    const answer = await fetch(new URL(url, this.origin), { method, headers, body: options.body, redirect: 'manual', signal: AbortSignal.timeout(600_000) });
    for (const line of answer.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }
}
