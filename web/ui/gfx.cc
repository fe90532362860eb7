#include "ui/gfx.h"

#include <algorithm>

#include <cmath>

#include "ui/font.h"

namespace tabula::web {

namespace {
constexpr float kPi = 3.14159265f;
}

void Gfx::set_size(int css_w, int css_h, int dev_w, int dev_h) {
  w_ = static_cast<float>(css_w);
  h_ = static_cast<float>(css_h);
  s_ = css_w > 0 ? static_cast<float>(dev_w) / css_w : 1.f;
  dev_w_ = dev_w;
  dev_h_ = dev_h;
}

int Gfx::px(float size) const { return static_cast<int>(std::lround(size * s_)); }

void Gfx::begin_frame() {
  drawn_.clear();
  sprites_.clear();
  fonts_->begin_frame();
  list_.begin(dev_w_, dev_h_);
}

int Gfx::submit(bool retained) {
  fonts_->flush();  // the frame's new glyphs, uploaded before any call draws them
  return list_.submit(r_, retained);
}

void Gfx::clear(SDL_Color c) { list_.clear(c); }

void Gfx::fill_rect(Rect r, SDL_Color c) {
  SDL_FRect f{r.x * s_, r.y * s_, r.w * s_, r.h * s_};
  list_.fill_rect(f, c);
}

void Gfx::polygon(const std::vector<SDL_FPoint>& pts, SDL_Color c) {
  const int n = static_cast<int>(pts.size());
  if (n < 3) return;
  // Centre fan plus a one-device-pixel fringe fading to transparent: cheap
  // anti-aliasing for convex shapes.
  float cx = 0, cy = 0;
  for (auto& p : pts) { cx += p.x; cy += p.y; }
  cx /= n; cy /= n;
  // Built in place in the frame's list; indices count from the first vertex.
  std::vector<SDL_Vertex>& v = list_.vertices();
  std::vector<int>& idx = list_.indices();
  const int v0 = static_cast<int>(v.size()), i0 = static_cast<int>(idx.size());
  SDL_Color clear = c;
  clear.a = 0;
  v.push_back({{cx * s_, cy * s_}, c, {0, 0}});
  for (int i = 0; i < n; ++i) {
    float x = pts[i].x * s_, y = pts[i].y * s_;
    float dx = x - cx * s_, dy = y - cy * s_;
    float len = std::sqrt(dx * dx + dy * dy);
    float k = len > 0 ? 0.5f / len : 0;
    v.push_back({{x - dx * k, y - dy * k}, c, {0, 0}});
    v.push_back({{x + dx * k, y + dy * k}, clear, {0, 0}});
  }
  for (int i = 0; i < n; ++i) {
    int a = 1 + 2 * i, b = 1 + 2 * ((i + 1) % n);
    idx.insert(idx.end(), {0, a, b, a, a + 1, b, b, a + 1, b + 1});
  }
  list_.geometry(v0, i0);
}

void Gfx::ellipse(float cx, float cy, float rx, float ry, SDL_Color c) {
  int n = static_cast<int>(std::fmax(16.f, std::fmin(96.f, (rx + ry) * s_ * 0.5f)));
  std::vector<SDL_FPoint> pts(n);
  for (int i = 0; i < n; ++i) {
    float t = 2 * kPi * i / n;
    pts[i] = {cx + rx * std::cos(t), cy + ry * std::sin(t)};
  }
  polygon(pts, c);
}

void Gfx::ellipse_ring(float cx, float cy, float rx, float ry, float thick, SDL_Color c) {
  int n = static_cast<int>(std::fmax(24.f, std::fmin(128.f, (rx + ry) * s_ * 0.5f)));
  std::vector<SDL_Vertex>& v = list_.vertices();
  std::vector<int>& idx = list_.indices();
  const int v0 = static_cast<int>(v.size()), i0 = static_cast<int>(idx.size());
  for (int i = 0; i < n; ++i) {
    float t = 2 * kPi * i / n;
    float co = std::cos(t), si = std::sin(t);
    v.push_back({{(cx + (rx - thick / 2) * co) * s_, (cy + (ry - thick / 2) * si) * s_}, c, {0, 0}});
    v.push_back({{(cx + (rx + thick / 2) * co) * s_, (cy + (ry + thick / 2) * si) * s_}, c, {0, 0}});
  }
  for (int i = 0; i < n; ++i) {
    int a = 2 * i, b = 2 * ((i + 1) % n);
    idx.insert(idx.end(), {a, a + 1, b, b, a + 1, b + 1});
  }
  list_.geometry(v0, i0);
}

namespace {
std::vector<SDL_FPoint> rounded(Rect r, float rad) {
  rad = std::fmax(0.f, std::fmin(rad, std::fmin(r.w, r.h) / 2));
  std::vector<SDL_FPoint> pts;
  const int seg = 6;
  // Corners clockwise on screen: top-right, bottom-right, bottom-left, top-left.
  const float cxs[4] = {r.x + r.w - rad, r.x + r.w - rad, r.x + rad, r.x + rad};
  const float cys[4] = {r.y + rad, r.y + r.h - rad, r.y + r.h - rad, r.y + rad};
  for (int k = 0; k < 4; ++k) {
    for (int i = 0; i <= seg; ++i) {
      float t = -kPi / 2 + k * kPi / 2 + (kPi / 2) * i / seg;
      pts.push_back({cxs[k] + rad * std::cos(t), cys[k] + rad * std::sin(t)});
    }
  }
  return pts;
}
}  // namespace

void Gfx::round_rect(Rect r, float radius, SDL_Color c) {
  if (r.w <= 0 || r.h <= 0) return;
  polygon(rounded(r, radius), c);
}

void Gfx::round_rect_outline(Rect r, float radius, float thick, SDL_Color c) {
  std::vector<SDL_FPoint> outer = rounded(r.inset(-thick / 2), radius + thick / 2);
  std::vector<SDL_FPoint> inner = rounded(r.inset(thick / 2), std::fmax(0.f, radius - thick / 2));
  std::vector<SDL_Vertex>& v = list_.vertices();
  std::vector<int>& idx = list_.indices();
  const int v0 = static_cast<int>(v.size()), i0 = static_cast<int>(idx.size());
  int n = static_cast<int>(outer.size());
  for (int i = 0; i < n; ++i) {
    v.push_back({{inner[i].x * s_, inner[i].y * s_}, c, {0, 0}});
    v.push_back({{outer[i].x * s_, outer[i].y * s_}, c, {0, 0}});
  }
  for (int i = 0; i < n; ++i) {
    int a = 2 * i, b = 2 * ((i + 1) % n);
    idx.insert(idx.end(), {a, a + 1, b, b, a + 1, b + 1});
  }
  list_.geometry(v0, i0);
}

void Gfx::line(float x0, float y0, float x1, float y1, float thick, SDL_Color c) {
  float dx = x1 - x0, dy = y1 - y0;
  float len = std::sqrt(dx * dx + dy * dy);
  if (len <= 0) return;
  float nx = -dy / len * thick / 2, ny = dx / len * thick / 2;
  polygon({{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}}, c);
}

float Gfx::measure(const std::string& s, float size, Face face) {
  return fonts_->measure(s, px(size), face) / s_;
}

float Gfx::text(const std::string& s, float x, float y, float size, SDL_Color c, Align align,
                Face face) {
  float w = measure(s, size, face);
  if (align == Align::Center) x -= w / 2;
  if (align == Align::Right) x -= w;
  fonts_->draw(list_, s, x * s_, y * s_, px(size), face, c);
  if (c.a > 0 && !s.empty()) drawn_.push_back({s, x, y, w, size});
  return w;
}

std::vector<std::string> Gfx::wrap(const std::string& s, float size, float max_w, Face face) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= s.size()) {
    size_t nl = s.find('\n', start);
    std::string para = s.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    std::string line;
    size_t i = 0;
    while (i < para.size()) {
      size_t sp = para.find(' ', i);
      std::string word = para.substr(i, sp == std::string::npos ? std::string::npos : sp - i);
      std::string trial = line.empty() ? word : line + " " + word;
      if (!line.empty() && measure(trial, size, face) > max_w) {
        lines.push_back(line);
        line = word;
      } else {
        line = trial;
      }
      if (sp == std::string::npos) break;
      i = sp + 1;
    }
    lines.push_back(line);
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return lines;
}

void Gfx::fit_text(const std::string& s, Rect box, float size, float min_size, SDL_Color c,
                   Face face) {
  float w = measure(s, size, face);
  if (w > box.w && w > 0) size = std::fmax(min_size, size * box.w / w);
  text(s, box.cx(), box.cy() - size * 0.6f, size, c, Align::Center, face);
}

void Gfx::clip(const Rect* r) {
  if (!r) {
    list_.clip(nullptr);
    return;
  }
  SDL_Rect c{static_cast<int>(r->x * s_), static_cast<int>(r->y * s_),
             static_cast<int>(r->w * s_), static_cast<int>(r->h * s_)};
  list_.clip(&c);
}

std::string ellipsize(Gfx& g, const std::string& s, float size, float max_w, Face face) {
  if (g.measure(s, size, face) <= max_w) return s;
  std::string t = s;
  while (!t.empty()) {
    // Drop the last UTF-8 character (and a space before the dots).
    size_t end = t.size() - 1;
    while (end > 0 && (static_cast<unsigned char>(t[end]) & 0xC0) == 0x80) --end;
    t.erase(end);
    while (!t.empty() && t.back() == ' ') t.pop_back();
    if (g.measure(t + "…", size, face) <= max_w) return t + "…";
  }
  return "…";
}

std::vector<std::string> wrap_hyphenated(Gfx& g, const std::string& s, float size, float max_w, Face face,
                                         size_t max_lines) {
  auto fits = [&](const std::string& t) { return g.measure(t, size, face) <= max_w; };
  auto char_start = [](const std::string& t, size_t i) { return (static_cast<unsigned char>(t[i]) & 0xC0) != 0x80; };
  std::vector<std::string> out;
  std::string cur;
  size_t pos = 0;
  while (pos <= s.size()) {
    size_t sp = s.find(' ', pos);
    if (sp == std::string::npos) sp = s.size();
    std::string word = s.substr(pos, sp - pos);
    pos = sp + 1;
    if (word.empty()) continue;
    std::string trial = cur.empty() ? word : cur + " " + word;
    if (fits(trial)) { cur = trial; continue; }
    if (!cur.empty()) out.push_back(cur);
    cur.clear();
    // A word wider than a whole line: the longest head that fits with its
    // hyphen, leaving 3 bytes or more on each side (no "D-" or "-ő" orphans).
    while (!fits(word)) {
      size_t cut = 0;
      for (size_t i = 3; i + 2 < word.size(); ++i) {
        if (!char_start(word, i)) continue;
        if (!fits(word.substr(0, i) + "-")) break;
        cut = i;
      }
      if (cut == 0) break;  // too narrow to break sensibly: ellipsized below
      out.push_back(word.substr(0, cut) + "-");
      word = word.substr(cut);
    }
    cur = word;
  }
  if (!cur.empty()) out.push_back(cur);
  if (max_lines && out.size() > max_lines) {
    out.resize(max_lines);
    out.back() = ellipsize(g, out.back() + "…", size, max_w, face);
  }
  for (auto& l : out) l = ellipsize(g, l, size, max_w, face);
  return out;
}

void fit_readable(Gfx& g, const std::string& s, Rect box, float size, SDL_Color c, Face face) {
  size = std::max(size, kMinText);
  float w = g.measure(s, size, face);
  if (w > box.w && w > 0) size = std::max(kMinText, size * box.w / w);
  // Glyph widths do not scale exactly with the size: step down to what fits
  // before cutting anything off.
  while (size > kMinText && g.measure(s, size, face) > box.w) size = std::max(kMinText, size - 0.5f);
  g.text(ellipsize(g, s, size, box.w, face), box.cx(), box.cy() - size * 0.6f, size, c, Align::Center, face);
}

}  // namespace tabula::web
