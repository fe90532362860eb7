// Confirms an address the way its owner would (issue 31 §1): finds the
// last confirmation mail to `to` in the SMTP sink and sends its token to
// the server's confirmation form. Not a test file.
export async function confirmAddress(smtp, base, to) {
  await smtp.until(() => smtp.mails.some((m) => m.to.includes(to) && /mail\/confirm/.test(m.data.replace(/=\r\n/g, ''))));
  const m = smtp.mails.filter((x) => x.to.includes(to) && /mail\/confirm/.test(x.data.replace(/=\r\n/g, ''))).at(-1);
  const text = m.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  const t = /online\/mail\/confirm\?t=([A-Za-z0-9_-]+)/.exec(text)[1];
  const r = await fetch(`${base}/online/mail/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `t=${t}` });
  if (r.status !== 200) throw new Error(`confirmation refused: ${r.status} ${await r.text()}`);
}
