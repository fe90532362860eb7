// The account's screens, in the lobby's dialog (lobby.screen): signed out,
// create an account with a passkey, sign in with one, or type a code from
// another device; signed in, the devices (last use, sign one out), add a
// device (a one-use code, its QR code and link), a passkey for this
// device, sign out here or everywhere.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

var accountDialog = (function () {
  var step = 'main';   // 'main' | 'code'
  var code = null;     // the last addDevice() answer shown
  var S = function () { return lobby.screen; };
  var games = [];      // the account's last games (history.js)

  // The line at the top of the lobby: the way in, or who is signed in.
  function line() {
    var id = accountId();
    return el('div', { class: 'online-account-line' }, [
      el('button', { type: 'button', id: 'online-account', class: 'online-account-open',
        text: id && accountNow.name ? t('account_signed_in', { name: accountNow.name }) : t('account_keep'),
        on: { click: function () { open('main'); } } })
    ]);
  }
  function open(what) {
    step = what || 'main';
    S().setMode('account');
    render();
    var signedIn = !!accountId();
    // What the server says now (devices, a session revoked elsewhere).
    // (and the friends, who may have asked or invited meanwhile: friends.js)
    // Drawn again only where it may have changed: the signed-out screen
    // stays as it is while still signed out, or it would wipe the name or
    // code being typed into it (a name typed before the answer came was
    // lost, and Create said "Type a name first").
    return account().then(function (a) { return a.signedIn ? Promise.all([accountHistory(), friendsList()]) : [[]]; }).then(function (h) {
      games = h[0];
      if (S().mode() === 'account' && step === 'main' && (signedIn || accountId())) render();
    });
  }
  function busy(on) {
    var dlg = document.getElementById('online');
    if (dlg) dlg.querySelectorAll('button, input').forEach(function (b) { b.disabled = on; });
  }
  function after(p) {
    busy(true);
    return p.then(function (r) {
      busy(false);
      if (r && r.ok === false) { S().error(r.reason); return r; }
      if (S().mode() === 'account') render();
      return r;
    });
  }
  function render() {
    if (step === 'code' && code) return renderCode();
    return accountId() ? renderSignedIn() : renderSignedOut();
  }

  function renderSignedOut() {
    var B = S().button;
    var can = passkeysHere();
    var name = el('input', { id: 'online-account-name', type: 'text', maxlength: '24', autocomplete: 'nickname',
      value: storage('tabula.online.name') || '' });
    var codeIn = el('input', { id: 'online-code', type: 'text', maxlength: '16', autocomplete: 'one-time-code',
      autocapitalize: 'characters', spellcheck: 'false', placeholder: 'ABCDE-FGHJK' });
    var mailIn = el('input', { id: 'online-signin-mail', type: 'email', maxlength: '254', autocomplete: 'email', placeholder: 'anna@example.org' });
    var create = B('online-register', t('account_create'), function () {
      var n = (name.value || '').trim();
      if (!n) { S().error(t('name_needed')); name.focus(); return; }
      storage('tabula.online.name', n);
      after(register(n));
    }, true);
    var signin = B('online-signin', t('account_signin'), function () { after(signIn()); });
    create.disabled = signin.disabled = !can;
    S().frame(t('account_title'), [
      el('p', { class: 'online-wait', text: t('account_help') }),
      can ? null : el('p', { class: 'online-wait online-note', text: t('account_no_passkey') }),
      el('p', { class: 'online-wait', id: 'online-friends-guest', text: t('friends_guest') }),
      el('label', { class: 'online-label', for: 'online-account-name', text: t('your_name') }), name,
      el('div', { class: 'online-choice online-account-passkey' }, [create, signin]),
      el('label', { class: 'online-label', for: 'online-code', text: t('account_code_label') }),
      el('div', { class: 'online-invite' }, [codeIn, B('online-use-code', t('account_use_code'), function () {
        if (!(codeIn.value || '').trim()) { codeIn.focus(); return; }
        after(useCode(codeIn.value));
      })]),
      // Or a one-use link mailed to the account's confirmed address, where
      // the server sends mail (online/health: mailOn, notify.js).
      mailOn && el('label', { class: 'online-label', for: 'online-signin-mail', text: t('account_mail_label') }),
      mailOn && el('div', { class: 'online-invite' }, [mailIn, B('online-mail-signin', t('account_mail_signin'), function () {
        if (!(mailIn.value || '').trim()) { mailIn.focus(); return; }
        after(mailSignin(mailIn.value));
      })])
    ], [B('online-account-back', t('account_back'), back)]);
    S().show();
  }

  function renderSignedIn() {
    var B = S().button;
    var me = accountNow;
    var devices = el('ul', { class: 'online-devices', 'aria-labelledby': 'online-devices-title' }, (me.devices || []).map(function (d) {
      return el('li', { 'data-device': d.id }, [
        el('span', { class: 'device' }, [
          el('strong', { text: d.name }),
          d.current ? el('span', { class: 'you', text: t('account_this_device') }) : null,
          el('span', { class: 'since', text: t('account_last_used', { when: since(d.lastUsedAt) }) })
        ]),
        d.current ? null : el('button', { type: 'button', class: 'online-revoke', 'aria-label': t('account_revoke_device', { device: d.name }),
          text: t('account_revoke'), on: { click: function () { after(revokeDevice(d.id)); } } })
      ]);
    }));
    var current = (me.devices || []).filter(function (d) { return d.current; })[0];
    S().frame(t('account_signed_in', { name: me.name || '' }), [
      el('p', { class: 'online-label', id: 'online-devices-title', text: t('account_devices') }), devices,
      el('div', { class: 'online-choice' }, [
        B('online-add-device', t('account_add_device'), function () {
          after(addDevice().then(function (r) { if (r.ok) { code = r; step = 'code'; } return r; }));
        }, true),
        current && current.how !== 'passkey' && passkeysHere() ? B('online-add-passkey', t('account_add_passkey'), function () { after(register('')); }) : null
      ]),
      mailSection(),
      friendsSection(after),
      el('p', { class: 'online-label', text: t('history_title') }), historyList(games)
    ], [
      B('online-signout-all', t('account_signout_all'), function () { after(signOut({ everywhere: true })).then(function (r) { if (r.ok) back(); }); }),
      B('online-signout', t('account_signout'), function () { after(signOut({})).then(function (r) { if (r.ok) back(); }); }),
      B('online-account-back', t('account_back'), back)
    ]);
    S().show();
  }

  // The account's address for signing in by e-mail (confirmed by a mailed link).
  var mail = null;     // the last accountEmail() answer
  function mailSection() {
    if (!mail) { accountEmail().then(function (r) { mail = r && r.ok ? r : { mail: false }; if (mail.mail && S().mode() === 'account' && step === 'main') render(); }); return null; }
    if (!mail.mail) return null;
    var B = S().button;
    var input = el('input', { id: 'online-account-mail', type: 'email', maxlength: '254', autocomplete: 'email', value: mail.address || '' });
    return el('div', {}, [
      el('label', { class: 'online-label', for: 'online-account-mail', text: t('account_mail_own') }),
      el('div', { class: 'online-invite' }, [input, B('online-account-mail-save', t('account_mail_save'), function () {
        after(setAccountEmail(input.value).then(function (r) {
          if (r.ok) { mail = null; notice(r.sent ? t('account_mail_confirm_sent') : t('account_mail_saved')); }
          return r;
        }));
      })]),
      el('p', { class: 'online-wait', text: mail.address ? (mail.confirmed ? t('account_mail_confirmed') : t('account_mail_unconfirmed')) : t('account_mail_help') })
    ]);
  }

  function renderCode() {
    var B = S().button;
    var link = el('input', { id: 'online-device-link', type: 'text', readonly: true, value: code.link,
      on: { focus: function (e) { e.target.select(); } } });
    var copy = B('online-device-copy', t('copy'), function () {
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(code.link).then(function () { copy.textContent = t('copied'); }, function () { link.select(); });
      else link.select();
    });
    var until = new Date(code.expiresAt);
    var time = until.toLocaleTimeString(lang(), { hour: '2-digit', minute: '2-digit' });
    S().frame(t('account_add_device'), [
      el('p', { class: 'online-wait', text: t('account_code_help') }),
      el('p', { class: 'online-code', id: 'online-device-code', text: code.code }),
      code.qr ? el('div', { class: 'online-qr-box' }, [qrSvg(code.qr, t('account_qr'))]) : null,
      el('label', { class: 'online-label', for: 'online-device-link', text: t('account_link') }),
      el('div', { class: 'online-invite' }, [link, copy]),
      el('p', { class: 'online-wait', text: t('account_code_until', { time: time }) })
    ], [B('online-account-back', t('account_back'), function () { step = 'main'; code = null; render(); })]);
    S().show();
  }

  function back() { step = 'main'; code = null; lobby.create(); }
  function reword() { if (S().mode() === 'account') render(); }
  return { line: line, open: open, reword: reword };
})();
