// The page's clock speed for tests (window.tabula.setSpeed). The bots'
// benchmark (window.tabula.benchBot) is the worker's: web/think/think.cc,
// request "bench" (in tabula.wasm it cost the first load 0.6 KiB).
#include "platform/export.h"
#include "platform/platform.h"

TABULA_EXPORT void tabula_set_speed(double speed) {
  tabula::web::platform::set_clock_speed(speed);
  tabula::web::platform::wake();
}
