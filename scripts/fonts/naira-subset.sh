#!/bin/sh
# Cuts the naira sign (U+20A6) out of Inter's variable latin-ext file (@fontsource-variable/inter)
# into ui/theme/fonts/inter-naira-wght.woff2, every weight in one face (see ui/theme/fonts/naira.css).
# Run again after upgrading @fontsource-variable/inter. Needs fontTools with brotli:
# apt-get install python3-fonttools python3-brotli
set -eu
cd "$(dirname "$0")/../.."
/usr/bin/python3 -m fontTools.subset "node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2" \
  --unicodes=U+20A6 --layout-features='*' --flavor=woff2 \
  --output-file="ui/theme/fonts/inter-naira-wght.woff2"
ls -l ui/theme/fonts/*.woff2
