// The game's sounds, made here with WebAudio (no sound files: nothing to
// download but this script, fetched after the player's first tap or key,
// and only while sound is on). web/app/sound.cc says which moment came;
// page-access.js hands it here. "turn" also vibrates a phone that can.
(function () {
  'use strict';
  var ctx = null;
  function audio() {
    if (!ctx) {
      var A = window.AudioContext || window.webkitAudioContext;
      if (!A) return null;
      ctx = new A();
    }
    if (ctx.state === 'suspended') ctx.resume();
    return ctx;
  }
  // One short note: a sine or triangle with a quick attack and a soft decay.
  function note(a, at, freq, len, type, gain) {
    var o = a.createOscillator(), g = a.createGain();
    o.type = type || 'sine';
    o.frequency.setValueAtTime(freq, at);
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(gain || 0.18, at + 0.012);
    g.gain.exponentialRampToValueAtTime(0.0001, at + len);
    o.connect(g); g.connect(a.destination);
    o.start(at); o.stop(at + len + 0.02);
  }
  // A card: a short burst of filtered noise, like a card sliding.
  function swish(a, at) {
    var n = Math.floor(a.sampleRate * 0.09), buf = a.createBuffer(1, n, a.sampleRate), d = buf.getChannelData(0);
    for (var i = 0; i < n; ++i) d[i] = (Math.random() * 2 - 1) * (1 - i / n);
    var src = a.createBufferSource(), f = a.createBiquadFilter(), g = a.createGain();
    src.buffer = buf; f.type = 'bandpass'; f.frequency.value = 2400; g.gain.value = 0.35;
    src.connect(f); f.connect(g); g.connect(a.destination);
    src.start(at);
  }
  var sounds = {
    turn: function (a, t) { note(a, t, 660, 0.18); note(a, t + 0.12, 880, 0.25); },
    flip: function (a, t) { swish(a, t); },
    coins: function (a, t) { note(a, t, 1760, 0.08, 'triangle', 0.12); note(a, t + 0.06, 2093, 0.1, 'triangle', 0.12); note(a, t + 0.13, 2637, 0.14, 'triangle', 0.1); },
    reveal: function (a, t) { swish(a, t); note(a, t + 0.05, 523, 0.3, 'triangle', 0.14); },
    bid: function (a, t) { note(a, t, 392, 0.15); note(a, t + 0.1, 523, 0.15); note(a, t + 0.2, 659, 0.3); },
    end: function (a, t) { [523, 659, 784, 1047].forEach(function (f, i) { note(a, t + i * 0.14, f, 0.5, 'triangle', 0.15); }); },
    // The winner on the podium (web/app/ending.cc): two short pickups and a
    // held C major chord, brass-like (a filtered sawtooth over a triangle),
    // about a second and a half.
    fanfare: function (a, t) {
      brass(a, t, 392, 0.12, 0.1); brass(a, t + 0.14, 392, 0.12, 0.1);
      brass(a, t + 0.28, 523, 0.22, 0.12); brass(a, t + 0.5, 659, 0.22, 0.12);
      [523, 659, 784, 1047].forEach(function (f) { brass(a, t + 0.74, f, 0.8, 0.07); });
    }
  };
  // A brass-like note: a sawtooth through a low-pass that opens on the attack.
  function brass(a, at, freq, len, gain) {
    var o = a.createOscillator(), f = a.createBiquadFilter(), g = a.createGain();
    o.type = 'sawtooth';
    o.frequency.setValueAtTime(freq, at);
    f.type = 'lowpass';
    f.frequency.setValueAtTime(freq * 1.5, at);
    f.frequency.exponentialRampToValueAtTime(freq * 5, at + 0.04);
    f.frequency.exponentialRampToValueAtTime(freq * 2.5, at + len);
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(gain, at + 0.025);
    g.gain.setValueAtTime(gain, at + len * 0.7);
    g.gain.exponentialRampToValueAtTime(0.0001, at + len + 0.08);
    o.connect(f); f.connect(g); g.connect(a.destination);
    o.start(at); o.stop(at + len + 0.1);
    note(a, at, freq, len, 'triangle', gain * 0.8);
  }
  window.tabulaSound = {
    played: [],  // the moments played, oldest first (for tests)
    play: function (name) {
      if (!sounds[name]) return;
      this.played.push(name);
      if (name === 'turn' && navigator.vibrate) { try { navigator.vibrate(60); } catch (e) { /* not allowed here */ } }
      var a = audio();
      if (a) sounds[name](a, a.currentTime + 0.01);
    }
  };
})();
