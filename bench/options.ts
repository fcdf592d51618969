import path from 'node:path';
import { type Profile, PROFILES } from './lighthouse-cli';
import { OUT, ROOT } from './paths';

/** The key pages: home, a hub, a service page, contact, a blog post, a case study. */
export const KEY_ROUTES = [
  '/',
  '/cloud-computing/',
  '/cloud-computing/devops/',
  '/contact/',
  '/blog/zero-downtime-cloud-migration-plan/',
  '/portfolio/fintech-lender-cloud-migration/',
];

export interface Options {
  build: boolean;
  routes: string[];
  /** Interleaved rounds: each round measures the floor and every route once. */
  rounds: number;
  out: string;
  /** An earlier export of the same routes, to show HTML and RSC bytes before and after. */
  bytesBefore: string | null;
  inp: boolean;
  /** 'site': both served with the site's `_headers`, as one host would; 'none': neither. */
  headers: 'site' | 'none';
  /** An earlier export to measure against out/, before and after (bench/ab.ts), not the floor. */
  abBefore: string | null;
  /** The profiles to run; each mode has its own when none is given (main.ts, ab.ts). */
  profiles: Profile[] | null;
  /**
   * This host's cpu-ref reading in seconds, or 'measure' to time the same work first: Lighthouse's
   * CPU slowdown is then scaled to it (cpu-slowdown.ts); null keeps each profile's own.
   */
  cpuRef: number | 'measure' | null;
  /**
   * The Accept-Encoding Chrome sends, in place of its own ("gzip, deflate, br, zstd"): `br` first
   * gets the Brotli copy that Cloudflare's edge sends, which Miniflare, taking the first listed,
   * otherwise encodes again as gzip (worker/http/brotli-page.ts).
   */
  acceptEncoding: string | null;
  /** Save each run's trace beside its result, for bench/trace-tasks.ts. */
  traces: boolean;
}

const isProfile = (name: string): name is Profile => Object.hasOwn(PROFILES, name);

const USAGE =
  'expected --no-build, --no-inp, --rounds=N, --routes=/a/,/b/, --out=DIR, --bytes-before=DIR, --headers=site|none, --ab-before=DIR, --profiles=default,simulated-300,slow-4g, --cpu-ref=SECONDS|measure, --accept-encoding=br,gzip, --traces';

export function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    build: true,
    routes: KEY_ROUTES,
    rounds: 3,
    out: OUT,
    bytesBefore: null,
    inp: true,
    headers: 'site',
    abBefore: null,
    profiles: null,
    cpuRef: null,
    acceptEncoding: null,
    traces: false,
  };
  for (const arg of argv) {
    const [name, value = ''] = arg.split(/=(.*)/s);
    if (arg === '--no-build') options.build = false;
    else if (arg === '--no-inp') options.inp = false;
    else if (arg === '--traces') options.traces = true;
    else if (name === '--routes') options.routes = value.split(',');
    else if (name === '--rounds' && Number(value) >= 1) options.rounds = Number(value);
    else if (name === '--headers' && (value === 'site' || value === 'none'))
      options.headers = value;
    else if (name === '--bytes-before') options.bytesBefore = path.resolve(ROOT, value);
    else if (name === '--ab-before') options.abBefore = path.resolve(ROOT, value);
    else if (name === '--profiles' && value.split(',').every(isProfile))
      options.profiles = value.split(',') as Profile[];
    else if (name === '--cpu-ref' && value === 'measure') options.cpuRef = 'measure';
    else if (name === '--cpu-ref' && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0)
      options.cpuRef = Number(value);
    else if (name === '--accept-encoding' && /^[a-z, ;=.0-9]{1,100}$/.test(value))
      options.acceptEncoding = value.replaceAll(',', ', ');
    else if (name === '--out') {
      options.out = path.resolve(ROOT, value);
      options.build = false;
    } else throw new Error(`Unknown option ${arg} (${USAGE})`);
  }
  return options;
}
