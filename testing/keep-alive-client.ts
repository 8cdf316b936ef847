import net from 'node:net';

// A client that keeps its connection as long as the server lets it, on a raw socket so nothing
// between the test and the server (an agent, a pool) opens or retries a connection unseen. Each
// request waits for its whole answer; an answer with `Connection: close` is followed by waiting
// for the server's own close (a clean end, not a reset) before the next request opens a new
// connection — what a browser does.

export interface RawRequest {
  /** the request line and headers, without the blank line that ends them */
  head: string;
  body?: Buffer | string;
}

export interface RawAnswer {
  status: number;
  /** names in lower case */
  headers: Record<string, string>;
  body: string;
  /** which connection answered, from 1 */
  connection: number;
}

const ANSWER_TIMEOUT_MS = 15_000;

/**
 * sends the requests in turn on as few connections as the server allows; rejects when a
 * connection is reset, or closed without an answer or without having said so
 */
export async function sendInTurn(url: string, requests: readonly RawRequest[]): Promise<RawAnswer[]> {
  const { hostname, port } = new URL(url);
  const answers: RawAnswer[] = [];
  let connection: Connection | undefined;
  let opened = 0;
  try {
    for (const request of requests) {
      connection ??= await Connection.open(hostname, Number(port), ++opened);
      const answer = await connection.send(request);
      answers.push(answer);
      if (answer.headers.connection?.toLowerCase() === 'close') {
        await connection.closedByServer();
        connection = undefined;
      }
    }
  } finally {
    connection?.destroy();
  }
  return answers;
}

class Connection {
  private received = Buffer.alloc(0);
  private ended = false;
  private failure: Error | undefined;
  private wake: () => void = () => undefined;

  private constructor(
    private readonly socket: net.Socket,
    private readonly number: number,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('end', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('error', (error) => {
      this.failure = error;
      this.wake();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake();
    });
  }

  static open(host: string, port: number, number: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new Connection(socket, number)));
      socket.once('error', reject);
    });
  }

  async send(request: RawRequest): Promise<RawAnswer> {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    this.socket.write(`${request.head}\r\n\r\n`);
    // written as it drains, while the answer is read: a server may answer before the body is in
    if (body !== undefined) this.socket.write(body);
    return this.until(() => this.takeAnswer(), `an answer to ${request.head.split('\r\n')[0]}`);
  }

  /** resolves once the server has closed the connection cleanly, as it said it would */
  async closedByServer(): Promise<void> {
    await this.until(() => (this.ended && this.failure === undefined ? true : undefined), 'the connection to be closed');
    this.socket.destroy();
  }

  destroy(): void {
    this.socket.destroy();
  }

  private async until<T>(ready: () => T | undefined, what: string): Promise<T> {
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      if (this.failure !== undefined) throw new Error(`connection ${this.number}: ${this.failure.message} while waiting for ${what}`);
      if (this.ended) throw new Error(`connection ${this.number} closed while waiting for ${what}`);
      if (Date.now() > deadline) throw new Error(`connection ${this.number}: no ${what} within ${ANSWER_TIMEOUT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** one whole answer off the front of what was received, or undefined while it is incomplete */
  private takeAnswer(): RawAnswer | undefined {
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine, ...lines] = this.received.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const rest = this.received.subarray(headEnd + 4);
    const read = headers['transfer-encoding']?.toLowerCase() === 'chunked' ? readChunked(rest) : readSized(rest, Number(headers['content-length'] ?? 0));
    if (read === undefined) return undefined;
    this.received = rest.subarray(read.used);
    return { status: Number(statusLine!.split(' ')[1]), headers, body: read.body.toString('utf8'), connection: this.number };
  }
}

function readSized(data: Buffer, length: number): { body: Buffer; used: number } | undefined {
  return data.length < length ? undefined : { body: data.subarray(0, length), used: length };
}

function readChunked(data: Buffer): { body: Buffer; used: number } | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    const end = lineEnd + 2 + size + 2;
    if (data.length < end) return undefined;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = end;
    if (size === 0) return { body: Buffer.concat(parts), used: at };
  }
}
