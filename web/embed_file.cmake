# Turns one asset file into a C++ source defining `SYMBOL` (bytes, NUL-ended),
# so the page needs no file system and no extra requests.
# Usage: cmake -DIN=<file> -DOUT=<file.cc> -DSYMBOL=<name> -P embed_file.cmake
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" len)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE "${OUT}.tmp"
  "// Generated from ${IN} by web/embed_file.cmake. Edit the asset, not this.\n"
  "namespace tabula::assets {\n"
  "extern const unsigned char ${SYMBOL}[];\n"
  "alignas(4) const unsigned char ${SYMBOL}[] = {\n${bytes}0x00};\n}\n")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
