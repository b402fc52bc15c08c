/**
 * Rebuilds reading-order lines from pdf.js text items.
 *
 * pdf.js hands back positioned runs of text (`str` + a transform matrix), not lines. We group runs
 * whose baselines are close into lines, order each line by x, and find column gutters first so that
 * a sidebar and a main column sitting side by side are read as two blocks instead of being fused into
 * one line ("SKILLS   Senior Art Director").
 */

/** One run of text on a page, in top-down page coordinates (y grows downwards). */
export interface PositionedItem {
  str: string;
  x0: number;
  x1: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  /** Font size (points), from the text matrix. */
  size: number;
}

export type Column = 'full' | 'left' | 'right';

/** A reconstructed line of text. */
export interface Line {
  text: string;
  /** 1-based page number (always 1 for plain text). */
  page: number;
  /** Index of the reading-order block on its page (header, left column, right column, footer...). */
  block: number;
  column: Column;
  /** Baseline from the top of the page (points); for plain text the line number. */
  y: number;
  x: number;
  /** Largest font size on the line, null for plain text. */
  fontSize: number | null;
  /** Blank space above the line, in multiples of its font size (plain text: blank lines above). */
  gapBefore: number;
}

export interface PageGeometry {
  width: number;
  height: number;
}

/** The smallest gutter (points) accepted between two columns. */
const MIN_GUTTER = 12;

const DATE_ONLY =
  /^[\s(]*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*,?\s*)?(?:19|20)?\d{2}(?:\s*(?:[-–—~]|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*,?\s*)?(?:19|20)\d{2}|present|current|now))?[\s)]*$/i;

function isBlank(s: string): boolean {
  return s.trim().length === 0;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Distinct baselines (top-down) of a set of items, clustered with a small tolerance. */
function rowsOf(items: PositionedItem[]): number[] {
  const ys = items.map((i) => i.y).sort((a, b) => a - b);
  const rows: number[] = [];
  for (const y of ys) {
    const last = rows[rows.length - 1];
    if (last === undefined || y - last > 2) rows.push(y);
  }
  return rows;
}

interface Gutter {
  start: number;
  end: number;
}

/**
 * Looks for an empty vertical band (no run crosses it) with enough text on both sides, side by side
 * (their vertical extents overlap), that is not just right-aligned dates next to job titles.
 */
function findGutter(
  items: PositionedItem[],
  left: number,
  right: number,
  minRows = 3,
): Gutter | null {
  const text = items.filter((i) => !isBlank(i.str));
  if (text.length < 6) return null;
  const width = Math.max(1, Math.ceil(right - left));
  const cover = new Int32Array(width + 2);
  for (const item of text) {
    const a = Math.max(0, Math.floor(item.x0 - left));
    const b = Math.min(width, Math.ceil(item.x1 - left));
    if (b <= a) continue;
    cover[a]! += 1;
    cover[b]! -= 1;
  }
  const runs: Gutter[] = [];
  let depth = 0;
  let runStart = -1;
  const lo = Math.floor(width * 0.12);
  const hi = Math.ceil(width * 0.88);
  const minWidth = Math.max(MIN_GUTTER, median(text.map((i) => i.size)) * 1.1);
  for (let x = 0; x <= width; x++) {
    depth += cover[x]!;
    const empty = depth === 0 && x >= lo && x <= hi;
    if (empty && runStart < 0) runStart = x;
    if ((!empty || x === width) && runStart >= 0) {
      if (x - runStart >= minWidth) runs.push({ start: left + runStart, end: left + x });
      runStart = -1;
    }
  }
  runs.sort((a, b) => b.end - b.start - (a.end - a.start));

  const totalChars = text.reduce((n, i) => n + i.str.trim().length, 0);
  for (const run of runs) {
    const l = text.filter((i) => i.x1 <= run.start + 0.5);
    const r = text.filter((i) => i.x0 >= run.end - 0.5);
    const lChars = l.reduce((n, i) => n + i.str.trim().length, 0);
    const rChars = r.reduce((n, i) => n + i.str.trim().length, 0);
    if (lChars < totalChars * 0.08 || rChars < totalChars * 0.08) continue;
    const lRows = rowsOf(l);
    const rRows = rowsOf(r);
    if (lRows.length < minRows || rRows.length < minRows) continue;
    // side by side: their vertical extents must overlap substantially
    const overlap =
      Math.min(lRows[lRows.length - 1]!, rRows[rRows.length - 1]!) - Math.max(lRows[0]!, rRows[0]!);
    const smaller = Math.min(
      lRows[lRows.length - 1]! - lRows[0]!,
      rRows[rRows.length - 1]! - rRows[0]!,
    );
    if (overlap <= 0 || overlap < smaller * 0.5) continue;
    // a table of titles with right-aligned dates (or labels with values) shares baselines row by row
    const aligned =
      r.filter((ri) => l.some((li) => Math.abs(li.y - ri.y) <= 1.5)).length / r.length;
    const datey =
      r.filter((ri) => DATE_ONLY.test(ri.str) || ri.str.trim().length <= 4).length / r.length;
    if (aligned > 0.75 && (datey > 0.4 || rChars < totalChars * 0.15)) continue;
    // a margin column of labels or dates ('EXPERIENCE', '2019 – 2021') each set on the baseline of the
    // first line of its entry: one column of content, not two
    const lAligned =
      l.filter((li) => r.some((ri) => Math.abs(li.y - ri.y) <= 1.5)).length / l.length;
    const lShort = l.filter((li) => li.str.trim().length <= 24).length / l.length;
    const gaps = (rows: number[]) =>
      rows
        .slice(1)
        .map((y, k) => y - rows[k]!)
        .sort((a, b) => a - b);
    const leading = gaps(rRows)[Math.floor(gaps(rRows).length / 4)] ?? 0;
    if (lAligned > 0.8 && lShort > 0.8 && median(gaps(lRows)) >= 1.6 * leading) continue;
    return run;
  }
  return null;
}

interface Region {
  items: PositionedItem[];
  column: Column;
}

/**
 * Splits a page into reading-order regions: full-width lines above, the columns left then right
 * (each possibly split again), and full-width lines below.
 */
function splitRegions(
  items: PositionedItem[],
  left: number,
  right: number,
  column: Column,
  depth: number,
): Region[] {
  const text = items.filter((i) => !isBlank(i.str));
  if (depth > 2 || text.length < 6) return [{ items, column }];
  const rows = rowsOf(text);
  const top = rows[0] ?? 0;
  const bottom = rows[rows.length - 1] ?? 0;
  const span = Math.max(1, bottom - top);
  // try with no header, then with the first rows set aside as a full-width header (name, contact line),
  // and a footer of up to two rows
  const maxHeader = Math.min(8, Math.floor(rows.length / 3));
  for (let h = 0; h <= maxHeader; h++) {
    const headerCut = h === 0 ? -Infinity : (rows[h - 1]! + rows[h]!) / 2;
    if (h > 0 && headerCut - top > span * 0.4) break;
    for (let f = 0; f <= 2 && f < rows.length - h - 3; f++) {
      const footerCut =
        f === 0 ? Infinity : (rows[rows.length - f - 1]! + rows[rows.length - f]!) / 2;
      const body = items.filter((i) => i.y > headerCut && i.y < footerCut);
      const gutter = findGutter(body, left, right);
      if (!gutter) continue;
      const head = items.filter((i) => i.y <= headerCut);
      const foot = items.filter((i) => i.y >= footerCut);
      const mid = (gutter.start + gutter.end) / 2;
      const l = body.filter((i) => (i.x0 + i.x1) / 2 < mid);
      const r = body.filter((i) => (i.x0 + i.x1) / 2 >= mid);
      const regions: Region[] = [];
      if (head.length) regions.push({ items: head, column });
      regions.push(...splitRegions(l, left, gutter.start, 'left', depth + 1));
      regions.push(...splitRegions(r, gutter.end, right, 'right', depth + 1));
      if (foot.length) regions.push({ items: foot, column });
      return regions;
    }
  }
  // a header band in columns (a big name on the left, contact details on the right) over a full-width body
  for (let h = Math.min(8, rows.length - 1); h >= 2; h--) {
    const cut = (rows[h - 1]! + rows[h]!) / 2;
    if (cut - top > span * 0.4) continue;
    const head = items.filter((i) => i.y <= cut);
    const gutter = findGutter(head, left, right, 2);
    if (!gutter) continue;
    const mid = (gutter.start + gutter.end) / 2;
    return [
      { items: head.filter((i) => (i.x0 + i.x1) / 2 < mid), column: 'left' },
      { items: head.filter((i) => (i.x0 + i.x1) / 2 >= mid), column: 'right' },
      ...splitRegions(
        items.filter((i) => i.y > cut),
        left,
        right,
        column,
        depth + 1,
      ),
    ];
  }
  return [{ items, column }];
}

/** Groups runs with close baselines into lines, each ordered left to right. */
function buildLines(
  items: PositionedItem[],
): { items: PositionedItem[]; y: number; size: number }[] {
  const sorted = items.filter((i) => !isBlank(i.str)).sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: { items: PositionedItem[]; y: number; size: number }[] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    const tolerance = Math.max(2, 0.45 * Math.min(item.size, line?.size ?? item.size));
    if (line && Math.abs(item.y - line.y) <= tolerance) {
      line.items.push(item);
      // the baseline of the line is that of its biggest run
      if (item.size > line.size) {
        line.size = item.size;
        line.y = item.y;
      }
    } else {
      lines.push({ items: [item], y: item.y, size: item.size });
    }
  }
  for (const line of lines) line.items.sort((a, b) => a.x0 - b.x0);
  return lines;
}

/** Joins the runs of one line, putting a space (or a wide gap marker of three spaces) where the page shows one. */
function joinRuns(items: PositionedItem[]): string {
  // text drawn one letter at a time (often letter-spaced display type): a word break is a gap clearly
  // wider than the gaps between letters
  const singles = items.filter((i) => [...i.str.trim()].length === 1).length;
  const perLetter = items.length >= 4 && singles / items.length >= 0.8;
  const gaps = items.slice(1).map((item, k) => item.x0 - items[k]!.x1);
  const letterGap = perLetter ? median(gaps) : 0;
  let out = '';
  let prev: PositionedItem | undefined;
  items.forEach((item, k) => {
    if (prev) {
      const gap = gaps[k - 1]!;
      const size = Math.min(prev.size, item.size);
      const spaced = /\s$/.test(out) || /^\s/.test(item.str);
      if (gap > size * 2.5 + letterGap) out = out.trimEnd() + '   ';
      else if (
        !spaced &&
        (perLetter ? gap > Math.max(letterGap * 1.8, letterGap + size * 0.2) : gap > size * 0.15)
      )
        out += ' ';
    }
    // pdf.js already merged letter-spaced type into 'N I N A': close it up
    out += /^\s*(?:\p{L} ){2,}\p{L}\s*$/u.test(item.str) ? item.str.replace(/ /g, '') : item.str;
    prev = item;
  });
  return out.replace(/[ \t]+$/g, '').replace(/^\s+/, '');
}

/** Turns one page's runs into reading-order lines. */
export function pageLines(items: PositionedItem[], geometry: PageGeometry, page: number): Line[] {
  const regions = splitRegions(items, 0, geometry.width, 'full', 0);
  const out: Line[] = [];
  regions.forEach((region, block) => {
    let prevY: number | null = null;
    for (const line of buildLines(region.items)) {
      const text = joinRuns(line.items);
      if (!text) continue;
      const gapBefore =
        prevY === null ? 0 : Math.max(0, (line.y - prevY - line.size * 1.2) / line.size);
      prevY = line.y;
      out.push({
        text,
        page,
        block,
        column: region.column,
        y: line.y,
        x: line.items[0]?.x0 ?? 0,
        fontSize: Math.round(line.size * 100) / 100,
        gapBefore,
      });
    }
  });
  return out;
}

/** Plain text as lines (no geometry). */
export function textLines(text: string): Line[] {
  const out: Line[] = [];
  let blanks = 0;
  text.split('\n').forEach((raw, i) => {
    const t = raw.replace(/\s+$/, '');
    if (!t.trim()) {
      blanks++;
      return;
    }
    out.push({
      text: t.trim(),
      page: 1,
      block: 0,
      column: 'full',
      y: i,
      x: t.length - t.trimStart().length,
      fontSize: null,
      gapBefore: blanks,
    });
    blanks = 0;
  });
  return out;
}

/** The text of lines, with a blank line between blocks, paragraphs and pages. */
export function linesToText(lines: Line[]): string {
  let out = '';
  let prev: Line | undefined;
  for (const line of lines) {
    if (prev) {
      if (line.page !== prev.page) out += '\n\n';
      else if (line.block !== prev.block || line.gapBefore > 0.8) out += '\n\n';
      else out += '\n';
    }
    out += line.text;
    prev = line;
  }
  return out;
}
