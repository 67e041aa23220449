import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto('http://127.0.0.1:8765/');
await p.waitForTimeout(1500);
await p.evaluate(() => localStorage.setItem('table-ronde.pace', 'fast'));
await p.goto('http://127.0.0.1:8765/#/learn/' + (process.argv[2] || 'tournoi'));
await p.waitForTimeout(Number(process.argv[3] || 300));
for (let i = 0; i < 2; i++) { await p.locator('.coach').getByRole('button', { name: 'Next' }).click(); await p.waitForTimeout(100); }
await p.waitForTimeout(8000);
console.log(await p.locator('.coach__count').textContent());
console.log((await p.locator('.tn-log, .cm-log, [class*=log]').first().textContent()).slice(0, 600));
await p.screenshot({ path: '/tmp/dbg.png' });
await b.close();
