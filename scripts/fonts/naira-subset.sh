#!/bin/sh
# Cuts the naira sign (U+20A6) out of Inter's latin-ext files (@fontsource/inter) into
# ui/theme/fonts/inter-naira-<weight>.woff2 (see ui/theme/fonts/naira.css). Run again after
# upgrading @fontsource/inter. Needs fontTools with brotli: apt-get install python3-fonttools python3-brotli
set -eu
cd "$(dirname "$0")/../.."
for weight in 400 500 600 700; do
  /usr/bin/python3 -m fontTools.subset "node_modules/@fontsource/inter/files/inter-latin-ext-$weight-normal.woff2" \
    --unicodes=U+20A6 --layout-features='*' --flavor=woff2 \
    --output-file="ui/theme/fonts/inter-naira-$weight.woff2"
done
ls -l ui/theme/fonts/*.woff2
