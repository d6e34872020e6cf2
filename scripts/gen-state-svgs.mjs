#!/usr/bin/env node
// gen-state-svgs.mjs - writes internal/seed/images/state-xx.svg, one outline per
// state and the District of Columbia, for the seeded state-law pages.
//
// Source data: the `us-atlas` npm package (ISC license), a redistribution of the
// U.S. Census Bureau's 2017 cartographic state boundaries (public domain, 1:10m).
// We deliberately do not use `@svg-maps/usa`: it is licensed CC BY-NC 4.0, which
// forbids commercial use, and this site is commercial.
//
// Each state is drawn on its own equal-area conic projection centred on the
// state (so Alaska is not squeezed and its Aleutians do not wrap around the
// antimeridian), fitted into a 400x300 frame, with coordinates rounded to one
// decimal, simplified (Douglas-Peucker, TOLERANCE units) and islands smaller
// than MIN_AREA square units dropped; a state whose file would exceed
// MAX_BYTES (only Alaska, with its many islands) is coarsened until it fits.
// The viewBox is the outline's bounding box plus 5% padding on each side; the
// <svg> has width="400" height="300" and preserveAspectRatio="xMidYMid meet".
//
// The generated files are committed; the build does not run this script.
// Run it only to regenerate them (output is deterministic):
//
//   mkdir -p /tmp/svgmaps && cd /tmp/svgmaps && npm init -y >/dev/null &&
//     npm install us-atlas@3.0.1 d3-geo@3.1.2 topojson-client@3.1.0
//   cd /path/to/repo && node scripts/gen-state-svgs.mjs [--deps /tmp/svgmaps] [--out internal/seed/images]
//
// The dependencies live outside the repository on purpose: they are needed
// only here, never at build or run time.

import { createRequire } from "node:module";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const depsDir = resolve(arg("--deps", process.env.SVGMAPS_DIR || "/tmp/svgmaps"));
const outDir = resolve(arg("--out", join(here, "..", "internal", "seed", "images")));

const FILL = "#13315c";
const WIDTH = 400;
const HEIGHT = 300;
const PAD = 0.05; // fraction of the outline's width/height added on each side
const MIN_AREA = 1; // drop islands smaller than this, in projected units²
const TOLERANCE = 0.4; // Douglas-Peucker tolerance, in projected units (sub-pixel at 400x300)
const MAX_BYTES = 6000; // coarsen (tolerance and MIN_AREA x1.5) until a file fits

// FIPS code -> USPS code for the 50 states and DC (territories are skipped).
const USPS = {
  "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT",
  "10": "DE", "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL",
  "18": "IN", "19": "IA", "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD",
  "25": "MA", "26": "MI", "27": "MN", "28": "MS", "29": "MO", "30": "MT", "31": "NE",
  "32": "NV", "33": "NH", "34": "NJ", "35": "NM", "36": "NY", "37": "NC", "38": "ND",
  "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI", "45": "SC", "46": "SD",
  "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA", "54": "WV",
  "55": "WI", "56": "WY",
};

const require = createRequire(join(depsDir, "package.json"));
let d3, topojson, us;
try {
  d3 = await import(pathToFileURL(require.resolve("d3-geo")).href);
  topojson = require("topojson-client");
  us = require("us-atlas/states-10m.json");
} catch (err) {
  console.error(`cannot load dependencies from ${depsDir} (see the top of this script): ${err.message}`);
  process.exit(1);
}

// Splits a (Multi)Polygon into its polygons (arrays of rings).
function polygons(geometry) {
  if (geometry.type === "Polygon") return [geometry.coordinates];
  if (geometry.type === "MultiPolygon") return geometry.coordinates;
  throw new Error(`unexpected geometry ${geometry.type}`);
}

// Douglas-Peucker simplification of a closed ring of projected points.
function simplify(ring, tolerance) {
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack = [[0, ring.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = ring[a];
    const [bx, by] = ring[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy);
    let worst = -1;
    let index = -1;
    for (let i = a + 1; i < b; i++) {
      const [x, y] = ring[i];
      const dist = len === 0 ? Math.hypot(x - ax, y - ay) : Math.abs(dy * x - dx * y + bx * ay - by * ax) / len;
      if (dist > worst) [worst, index] = [dist, i];
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

function area(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  }
  return Math.abs(sum) / 2;
}

function outline(feature, tolerance, minArea) {
  const [lon, lat] = d3.geoCentroid(feature);
  const [[, south], [, north]] = d3.geoBounds(feature);
  const span = north - south;
  const projection = d3
    .geoConicEqualArea()
    .rotate([-lon, 0])
    .center([0, lat])
    .parallels([south + span / 6, north - span / 6])
    .fitSize([WIDTH, HEIGHT], feature);

  const r = (v) => Math.round(v * 10) / 10;
  const rings = [];
  for (const polygon of polygons(feature.geometry)) {
    const projected = polygon.map((ring) => ring.map((p) => projection(p)));
    if (area(projected[0]) < minArea) continue; // an islet invisible at this size
    for (const ring of projected) {
      const simple = simplify(ring, tolerance).map(([x, y]) => [r(x), r(y)]);
      const unique = simple.filter((p, i) => i === 0 || p[0] !== simple[i - 1][0] || p[1] !== simple[i - 1][1]);
      if (unique.length >= 4 && area(unique) > 0) rings.push(unique.slice(0, -1)); // Z closes it
    }
  }

  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  const px = (x1 - x0) * PAD;
  const py = (y1 - y0) * PAD;
  const viewBox = [r(x0 - px), r(y0 - py), r(x1 - x0 + 2 * px), r(y1 - y0 + 2 * py)].join(" ");
  const d = rings.map((ring) => "M" + ring.map(([x, y]) => `${x},${y}`).join("L") + "Z").join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${WIDTH}" height="${HEIGHT}" ` +
    `preserveAspectRatio="xMidYMid meet"><path fill="${FILL}" d="${d}"/></svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
const states = topojson.feature(us, us.objects.states).features.filter((f) => USPS[f.id]);
if (states.length !== 51) {
  console.error(`expected 51 states and DC in us-atlas, found ${states.length}`);
  process.exit(1);
}
let total = 0;
for (const feature of states.sort((a, b) => USPS[a.id].localeCompare(USPS[b.id]))) {
  let [tolerance, minArea] = [TOLERANCE, MIN_AREA];
  let svg = outline(feature, tolerance, minArea);
  while (svg.length > MAX_BYTES) {
    [tolerance, minArea] = [tolerance * 1.5, minArea * 1.5];
    svg = outline(feature, tolerance, minArea);
  }
  const file = join(outDir, `state-${USPS[feature.id].toLowerCase()}.svg`);
  writeFileSync(file, svg);
  total += svg.length;
  console.log(`${file}\t${svg.length} bytes\ttolerance ${tolerance.toFixed(2)}`);
}
console.log(`${states.length} files, ${total} bytes`);
