import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { root } from '../../scripts/build-if-stale.mjs';
import { APP_PORT, MIGRATE_COMMAND, PRODUCTION_SETTING_CHOICES, READINESS_PATH, REQUIRED_PRODUCTION_SETTINGS, SHARED_STATE_SETTINGS, START_COMMAND } from '../release.mjs';

/**
 * The Dockerfile, compose.yaml and deploy/haproxy.cfg, read without Docker (no image is built or
 * pulled here): they must name the commands, port, readiness path and settings the release and
 * its tests use (deploy/release.mjs), and agree with one another.
 */

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's stages, each its instructions: continuation lines joined, comments left out. */
function dockerStages(text: string): { name: string; instructions: Instruction[] }[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const stages: { name: string; instructions: Instruction[] }[] = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line)!;
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') };
    if (instruction.keyword === 'FROM') stages.push({ name: /\bAS (\w+)$/i.exec(args)?.[1] ?? '', instructions: [] });
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const argsOf = (instructions: Instruction[], keyword: string) => instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** HAProxy's config as sections (`backend app`) of lines. */
function haproxySections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    if (/^\S/.test(raw)) sections.set(line, (current = []));
    else current.push(line.replace(/\s+/g, ' '));
  }
  return sections;
}

const stages = dockerStages(read('Dockerfile'));
const runtime = stages.at(-1)!;
const build = stages.find((stage) => stage.name === 'build')!;
const compose = YAML.parse(read('compose.yaml'), { merge: true });
const services: Record<string, any> = compose.services;
const haproxy = haproxySections(read('deploy/haproxy.cfg'));
const appBackend = haproxy.get('backend app')!;
/** The services running the built server behind the load balancer: the ones HAProxy sends to. */
const instances = appBackend.filter((line) => line.startsWith('server ')).map((line) => line.split(' ')[1]);
const envExample = parseEnv(read('.env.production.example'));

describe('Dockerfile', () => {
  it('starts the release as the release test does, with no build at start', () => {
    expect(argsOf(runtime.instructions, 'CMD').map((args) => JSON.parse(args))).toEqual([START_COMMAND]);
    expect(argsOf(runtime.instructions, 'RUN').join(' ')).not.toMatch(/npm run build|npm start|tsc|vite/);
  });

  it('installs in its runtime stage the release the build stage packed, without devDependencies, run by a user who is not root', () => {
    const packed = /npm run pack-release -- (\S+)/.exec(argsOf(build.instructions, 'RUN').join(' '))?.[1];
    expect(packed).toBeTruthy();
    expect(argsOf(runtime.instructions, 'COPY')).toContain(`--from=build ${packed} ./`);
    expect(argsOf(runtime.instructions, 'RUN').join(' ')).toMatch(/\bnpm ci --omit=dev\b/);
    const user = argsOf(runtime.instructions, 'USER');
    expect(user).toHaveLength(1);
    expect(user[0]).not.toMatch(/^(root|0)\b/);
  });

  it('listens on the app port and checks the readiness path there', () => {
    expect(argsOf(runtime.instructions, 'EXPOSE')).toEqual([String(APP_PORT)]);
    expect(argsOf(runtime.instructions, 'ENV').join(' ')).toMatch(new RegExp(`\\bPORT=${APP_PORT}\\b`));
    const [healthcheck] = argsOf(runtime.instructions, 'HEALTHCHECK');
    expect(healthcheck).toContain(`(process.env.PORT || ${APP_PORT}) + '${READINESS_PATH}'`);
  });
});

describe('compose.yaml', () => {
  it('runs the image for two instances and the migration, the migration once before the instances', () => {
    expect(instances).toHaveLength(2);
    for (const name of [...instances, 'migrate']) {
      expect(services[name].build, name).toBe('.');
      expect(services[name].environment.PORT, name).toBe(APP_PORT);
    }
    expect(services.migrate.command).toEqual(MIGRATE_COMMAND);
    for (const name of instances) {
      // The image's own command and health check: the release's start, its readiness path.
      expect(services[name].command, name).toBeUndefined();
      expect(services[name].healthcheck, name).toBeUndefined();
      expect(services[name].depends_on.migrate, name).toEqual({ condition: 'service_completed_successfully' });
    }
  });

  it('gives every long-running service a health check the load balancer waits for', () => {
    const oneShot = Object.keys(services).filter((name) => services[name].restart === 'no');
    expect(oneShot.sort()).toEqual(['migrate', 'storage-setup']);
    for (const [name, service] of Object.entries(services)) {
      if (oneShot.includes(name) || name === 'haproxy' || instances.includes(name)) continue;
      expect(service.healthcheck?.test, name).toBeTruthy();
    }
    for (const name of instances) expect(services.haproxy.depends_on[name]).toEqual({ condition: 'service_healthy' });
  });

  it('gives the instances every production setting, the shared state included', () => {
    const environment = services[instances[0]].environment;
    expect(services[instances[0]].env_file).toBe('.env.production');
    const given = new Set([...Object.keys(environment), ...Object.keys(envExample)]);
    expect(REQUIRED_PRODUCTION_SETTINGS.filter((name) => !given.has(name))).toEqual([]);
    expect(PRODUCTION_SETTING_CHOICES.filter((names) => !names.some((name) => given.has(name)))).toEqual([]);
    expect(SHARED_STATE_SETTINGS.filter((name) => !given.has(name))).toEqual([]);
    expect(environment.NODE_ENV).toBe('production');
    // Never the embedded database or local files: each instance would have its own.
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(environment.FILE_STORAGE_PROVIDER).toBe('aws-s3');
  });

  it('takes every variable it reads from the settings file', () => {
    const variables = [...read('compose.yaml').matchAll(/(?<!\$)\$\{(\w+)/g)].map(([, name]) => name);
    expect(variables.filter((name) => !(name in envExample))).toEqual([]);
  });
});

describe('deploy/haproxy.cfg', () => {
  it('sends to the instances on the app port, once their readiness path answers 200', () => {
    expect(appBackend).toContain(`option httpchk GET ${READINESS_PATH}`);
    expect(appBackend).toContain('http-check expect status 200');
    for (const name of instances) expect(appBackend).toContain(`server ${name} ${name}:${APP_PORT} check`);
  });

  it('sees a stopping instance unready before its readiness delay is over', () => {
    const [, inter, fall] = /\binter (\d+)s fall (\d+)\b/.exec(appBackend.join('\n'))!.map(Number);
    expect(Number(services[instances[0]].environment.SHUTDOWN_DELAY_MS)).toBeGreaterThan(inter * fall * 1000);
  });

  it('serves the bucket where the instances say files are', () => {
    const { S3_BUCKET, S3_PUBLIC_URL } = services[instances[0]].environment;
    expect(haproxy.get('frontend site')).toContain(`use_backend storage if { path_beg /${S3_BUCKET}/ }`);
    expect(S3_PUBLIC_URL).toMatch(new RegExp(`^\\$\\{PUBLIC_URL\\b.*\\}/${S3_BUCKET}$`));
    expect(haproxy.get('backend storage')!.join('\n')).toMatch(new RegExp(`server storage ${new URL(services[instances[0]].environment.S3_ENDPOINT).host} check`));
  });
});
