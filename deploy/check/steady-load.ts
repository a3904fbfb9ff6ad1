import { createHash, randomBytes } from 'node:crypto';

/**
 * A steady load through the load balancer, as a shop meets it: visitors reading the catalogue,
 * shoppers adding to their carts, staff uploading files. Each request's outcome is recorded,
 * and what was acknowledged (a cart line, a file) is kept to be looked for afterwards.
 */

export interface Shopper {
  id: string;
  token: string;
}

export interface LoadTargets {
  url: string;
  secretKey: string;
  shoppers: Shopper[];
  productIds: string[];
}

export type Kind = 'read' | 'cart' | 'upload';

export interface Outcome {
  kind: Kind;
  ok: boolean;
  /** The HTTP status, or 0 when the connection failed. */
  status: number;
  error?: string;
  startedAt: number;
  endedAt: number;
}

export interface Acknowledged {
  /** Cart lines added per shopper (quantities), acknowledged with 200. */
  cartAdds: Map<string, number>;
  /** Cart adds per shopper that failed: each may or may not have been written. */
  cartFailures: Map<string, number>;
  /** Uploaded files acknowledged (id → sha256 of the bytes sent). */
  files: Map<string, string>;
}

const CART_ADD = `mutation($subjectId: ID!, $data: EcommerceCartAddInput!) { ecommerceCartAdd(subjectId: $subjectId, data: $data) { id } }`;
const READ = `query($limit: Int!) { ecommerceProductList(limit: $limit) { id slug title { en } } ecommerceProductCount }`;

export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  readonly acknowledged: Acknowledged = { cartAdds: new Map(), cartFailures: new Map(), files: new Map() };
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly targets: LoadTargets,
    private readonly concurrency: number,
  ) {}

  start() {
    this.running = true;
    this.workers = Array.from({ length: this.concurrency }, (_, worker) => this.work(worker));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** The outcomes of requests started in [from, to). */
  between(from: number, to: number) {
    return this.outcomes.filter((outcome) => outcome.startedAt >= from && outcome.startedAt < to);
  }

  private async work(worker: number) {
    for (let turn = 0; this.running; turn++) {
      // One request in ten a cart add, one in twenty-five an upload, the rest reads.
      const kind: Kind = turn % 25 === 24 ? 'upload' : turn % 10 === 9 ? 'cart' : 'read';
      const startedAt = Date.now();
      let status = 0;
      let error: string | undefined;
      let ok = false;
      try {
        let said: string | undefined;
        if (kind === 'read') ({ status, ok, said } = await this.read());
        else if (kind === 'cart') ({ status, ok, said } = await this.cartAdd(this.targets.shoppers[(worker + turn) % this.targets.shoppers.length]));
        else ({ status, ok } = await this.upload());
        error = said;
      } catch (cause) {
        error = (cause as Error).cause ? String((cause as Error).cause) : String(cause);
      }
      this.outcomes.push({ kind, ok, status, error, startedAt, endedAt: Date.now() });
    }
  }

  private async graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.targets.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    const body = parseJson(text) as { data?: Record<string, unknown>; errors?: unknown[] };
    const ok = response.status === 200 && !!body.data && !body.errors;
    return { status: response.status, ok, body, said: ok ? undefined : text.replace(/\s+/g, ' ').slice(0, 100) };
  }

  private async read() {
    const { status, ok, said } = await this.graphql(READ, { limit: 12 });
    return { status, ok, said };
  }

  private async cartAdd(shopper: Shopper) {
    const productId = this.targets.productIds[Math.floor(Math.random() * this.targets.productIds.length)];
    let result: { status: number; ok: boolean; said?: string };
    try {
      result = await this.graphql(CART_ADD, { subjectId: shopper.id, data: { productId, quantity: 1 } }, { authorization: `Bearer ${shopper.token}` });
    } catch (error) {
      bump(this.acknowledged.cartFailures, shopper.id);
      throw error;
    }
    bump(result.ok ? this.acknowledged.cartAdds : this.acknowledged.cartFailures, shopper.id);
    return result;
  }

  private async upload() {
    const content = uniqueText();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(content)], { type: 'text/plain' }), `load-${randomBytes(4).toString('hex')}.txt`);
    const response = await fetch(`${this.targets.url}/api/file-storage/files`, { method: 'POST', headers: { 'x-rbac-secret-key': this.targets.secretKey }, body: form });
    const body = (await response.json().catch(() => ({}))) as { data?: { id: string } };
    const ok = response.status === 201 && !!body.data?.id;
    if (ok) this.acknowledged.files.set(body.data!.id, sha256(content));
    return { status: response.status, ok };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A text file different every time (a file lost or swapped shows in its hash); uploads are typed by their content. */
export const uniqueText = () => Buffer.from(`A file uploaded under load: ${randomBytes(512).toString('hex')}\n`);
