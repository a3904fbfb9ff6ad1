import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * HAProxy from Debian's package in front of the instances, with the production compose file's
 * configuration (deploy/haproxy.cfg): its readiness checks, retries and timeouts.
 */
export interface LoadBalancer {
  url: string;
  /** Each instance's state as HAProxy sees it: `UP`, `DOWN`, `MAINT`, … (by the name given). */
  states(): Promise<Record<string, string>>;
  /** Waits until HAProxy sees every instance named in `want` as it says. */
  waitFor(want: Record<string, 'UP' | 'DOWN'>, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface Backend {
  name: string;
  port: number;
}

/**
 * The production configuration (deploy/haproxy.cfg) made to run here: its timeouts, retries and
 * readiness checks as they are; plain http on a loopback port instead of TLS on 80 and 443; the
 * instances by address instead of Docker's DNS; no storage backend (the S3 stand-in answers
 * for itself); a stats page to see the instances' states. Each change is checked to have found
 * its line, so a production file that drifts fails here instead of being tested half.
 */
export function haproxyConfig(production: string, { port, statsPort, backends }: { port: number; statsPort: number; backends: Backend[] }) {
  const sections = production.split(/\n(?=\S)/);
  const kept = sections.filter((section) => !/^(resolvers|backend storage)\b/.test(section));
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/haproxy.cfg: no line matches ${pattern}`);
    return text.replace(pattern, by);
  };
  const adapted = kept.map((section) => {
    if (section.startsWith('frontend site')) {
      let site = replace(section, /^\s*bind :80\s*$/m, `    bind 127.0.0.1:${port}`);
      site = replace(site, /^\s*bind :443 .*\n/m, '');
      site = replace(site, /^\s*http-request redirect scheme https.*\n/m, '');
      return replace(site, /^\s*use_backend storage .*\n/m, '');
    }
    if (section.startsWith('backend app')) {
      const app = replace(section, / resolvers docker init-addr \S+/, '');
      const servers = backends.map(({ name, port: backendPort }) => `    server ${name} 127.0.0.1:${backendPort} check`).join('\n');
      return replace(app, /(^\s*server .*\n?)+/m, `${servers}\n`);
    }
    return section;
  });
  return `${adapted.join('\n')}\nfrontend stats\n    bind 127.0.0.1:${statsPort}\n    stats enable\n    stats uri /stats\n`;
}

export async function startLoadBalancer(dir: string, productionConfig: string, options: { port: number; statsPort: number; backends: Backend[] }): Promise<LoadBalancer> {
  const file = path.join(dir, 'haproxy.cfg');
  await fs.writeFile(file, haproxyConfig(await fs.readFile(productionConfig, 'utf8'), options));
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  haproxy.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => haproxy.once('exit', () => resolve()));
  const statsUrl = `http://127.0.0.1:${options.statsPort}/stats;csv`;

  const states = async () => {
    const csv = await (await fetch(statsUrl)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, name, status] = ['pxname', 'svname', 'status'].map((column) => columns.indexOf(column));
    return Object.fromEntries(rows.map((row) => row.split(',')).filter((cells) => cells[proxy] === 'app' && cells[name] !== 'BACKEND').map((cells) => [cells[name], cells[status]]));
  };
  const balancer: LoadBalancer = {
    url: `http://127.0.0.1:${options.port}`,
    states,
    async waitFor(want, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const seen = await states().catch(() => ({}) as Record<string, string>);
        // "UP 1/2": coming up; "DOWN 1/2": going down: only the settled state counts.
        if (Object.entries(want).every(([name, state]) => seen[name] === state)) return;
        if (Date.now() > until) throw new Error(`HAProxy: expected ${JSON.stringify(want)}, sees ${JSON.stringify(seen)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      haproxy.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await balancer.waitFor(Object.fromEntries(options.backends.map(({ name }) => [name, 'UP'])), 30_000);
  } catch (error) {
    haproxy.kill('SIGKILL');
    throw new Error(`HAProxy did not come up: ${(error as Error).message}\n${errors}`);
  }
  return balancer;
}
