// An SMTP server of the test's own on loopback that accepts every mail and
// keeps it (envelope and raw message): enough of RFC 5321 for nodemailer
// (EHLO without STARTTLS or AUTH, MAIL, RCPT, DATA, QUIT). Not a test file.
import net from 'node:net';

export async function startSmtpSink() {
  const mails = []; // {from, to:[...], data}
  const waiters = [];
  const server = net.createServer((sock) => {
    sock.setEncoding('utf8');
    let buf = '';
    let mail = null;
    let inData = false;
    const say = (line) => sock.write(line + '\r\n');
    say('220 sink ESMTP');
    sock.on('data', (chunk) => {
      buf += chunk;
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buf.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buf = buf.slice(end + 5);
          inData = false;
          mails.push(mail);
          mail = null;
          say('250 kept');
          for (const w of waiters.splice(0)) w();
          continue;
        }
        const nl = buf.indexOf('\r\n');
        if (nl < 0) return;
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 sink');
        else if (verb === 'MAIL') { mail = { from: line.slice(10).replace(/[<>]/g, '').split(' ')[0], to: [] }; say('250 ok'); }
        else if (verb === 'RCPT') { mail.to.push(line.slice(8).replace(/[<>]/g, '').split(' ')[0]); say('250 ok'); }
        else if (verb === 'DATA') { inData = true; say('354 go on'); }
        else if (verb === 'QUIT') { say('221 bye'); sock.end(); }
        else if (verb === 'RSET' || verb === 'NOOP') say('250 ok');
        else say('502 not here');
      }
    });
    sock.on('error', () => {});
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    mails,
    until(pred, ms = 30000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`smtp sink: ${mails.length} mails`)), ms);
        const check = () => { if (pred(mails)) { clearTimeout(timer); resolve(mails); } else waiters.push(check); };
        check();
      });
    },
    close: () => new Promise((r) => server.close(r)),
  };
}
