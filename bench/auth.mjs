// Sign-in and registration latency through the running shop, hash cost included: p50/p99 of N
// sequential calls each (default 200). Usage, with `npm start` (or the e2e shop) running:
//   node bench/auth.mjs http://127.0.0.1:3000 [N]
// Each call claims its own X-Forwarded-For address, so the per-IP rate limits (which a real proxy
// keys on) do not stop the run: start the shop with TRUSTED_PROXIES=127.0.0.1 so it believes them; the per-account limit counts failures only, and every sign-in here
// succeeds.
const [base = 'http://127.0.0.1:3000', count = '200'] = process.argv.slice(2);
const n = Number(count);
const run = `${Date.now().toString(36)}`;

async function post(path, body, i) {
  const t0 = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${path} answered ${res.status} on call ${i}`);
  return ms;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, times) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      name,
      calls: times.length,
      p50Ms: +pct(sorted, 50).toFixed(1),
      p99Ms: +pct(sorted, 99).toFixed(1),
    }),
  );
}

const register = [];
for (let i = 0; i < n; i++) {
  const email = `bench-${run}-${i}@example.com`;
  register.push(
    await post(
      '/api/auth/register',
      {
        firstName: 'Bench',
        lastName: 'Mark',
        email,
        password: 'bench-pass-1',
        confirmPassword: 'bench-pass-1',
      },
      i,
    ),
  );
}
report('register', register);

const login = [];
for (let i = 0; i < n; i++) {
  login.push(await post('/api/auth/login', { email: 'demo@example.com', password: 'demo1234' }, n + i));
}
report('login', login);

// The hash's share of sign-in, measured here on the same machine in the same run: the shop's
// first scrypt cost (N=2^14, r=8, p=1) against today's (p=5, OWASP's floor; decisions/0010).
const { scrypt } = await import('node:crypto');
const hashOnce = (p) =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    scrypt(
      'bench-pass-1',
      'bench-salt-0123456',
      32,
      { N: 2 ** 14, r: 8, p, maxmem: 64 * 1024 * 1024 },
      (err) => (err ? reject(err) : resolve(performance.now() - t0)),
    );
  });
for (const p of [1, 5]) {
  const times = [];
  for (let i = 0; i < 20; i++) times.push(await hashOnce(p));
  report(`scrypt N=2^14 r=8 p=${p}`, times);
}
