/// The reader `ReportNumbersTests` checks a report's numbers with, in Python: it reads pages of
/// text (pdftotext -layout's, or the twin's DOM as Chromium built it, set out as lines by
/// `twin_lines`) and finds each number in results.json as the reading it is printed as.
/// Arguments: the PDF's text, results.json's path, the cells' buttons (JSON), the typed notebook
/// and presets, and the twin's DOM file ("" for none).
/// Prints how many numbers it checked, how many filmstrip frames sat between named ones, how
/// many outline sizes, neighbours' ranges and code comments' numbers it left alone (none has an
/// entry in results.json), then one line per number that matches no entry.
/// With a twin: the twin's counts, how many numbers page 1 and the tables print that the twin must
/// print too, then the twin's misses ("twin, …") and those it does not print ("not in the twin: …").
enum ReportNumbersReader {
  static let script = #"""
import csv, json, os, re, sys
from html.parser import HTMLParser
pdf_text, results_path, owners_json, typed_text, twin_path = sys.argv[1:6]
results = json.load(open(results_path))
folder = os.path.dirname(results_path)
owners = json.loads(owners_json)          # cell id -> button (a compare cell: null, keyed by button)
buttons = sorted({b for b in owners.values() if b} | {k for c in results['cells'] if c['kind'] == 'compare' for k in c['metrics']}, key=len, reverse=True)
# Pages name a button by its name (results.json's `buttons`), or by its id where a user types it.
called = sorted([(results.get('buttons', {}).get(b, b), b) for b in buttons] + [(b, b) for b in buttons], key=lambda p: len(p[0]), reverse=True)
fps = results['parameters'].get('fps', {}).get('value', 120)

# Each entry: (button, field, seconds or pixels or percent). Fields are the readings a page prints.
entries = set()
FIELD = {'settle_time_px': 'settle', 'settle_time': 'settle', 'overshoot_px': 'overshoot', 'overshoot_pct': 'overshoot',
         'end_jump_px': 'snap', 'snap_px': 'snap', 'jump_px': 'snap', 'peak_time': 'peak'}
def walk(x, button, phase=''):
    if isinstance(x, dict):
        for k, v in x.items():
            if k in FIELD and isinstance(v, (int, float)):
                field = 'pressed' if FIELD[k] == 'settle' and phase == 'press' else FIELD[k]
                entries.add((button, field, float(v)))
                if FIELD[k] == 'settle': entries.add((button, 'settle', float(v)))
            elif k == 'scale' and isinstance(v, (int, float)):
                entries.add((button, 'depth', float(v)))
            elif k in ('pressed', 'deepest') and isinstance(v, (int, float)):
                entries.add((button, 'tap', 100 * v))
            elif isinstance(v, (int, float)) and not isinstance(v, bool) and (k.endswith('duration') or k in ('contact_time', 'at', 'window')):
                entries.add((button, 'typed', float(v)))
            else:
                walk(v, button, k if k in ('press', 'release') else phase)
    elif isinstance(x, list):
        for v in x: walk(v, button, phase)
for cell in results['cells']:
    if cell['kind'] == 'compare':
        for b, m in cell['metrics'].items(): walk(m, b)
    else:
        walk(cell['metrics'], owners.get(cell['id']), 'press' if isinstance(cell['metrics'], dict) and cell['metrics'].get('phase') == 'press' else '')
    if isinstance(cell['metrics'], dict) and cell['metrics'].get('csv'):
        # The sweep's grid: its typed durations and the steps between them.
        rows = list(csv.DictReader(l for l in open(os.path.join(folder, cell['metrics']['csv'])) if not l.startswith('#')))
        for name in rows[0] if rows else []:
            if name.endswith('duration'):
                values = sorted({float(r[name]) for r in rows})
                for v in values: entries.add((None, 'typed', v))
                for a, b in zip(values, values[1:]): entries.add((None, 'typed', b - a))
            if name.endswith('scale'):
                for r in rows: entries.add((None, 'depth', float(r[name])))

# What the notebook and its presets type (curve durations, a sweep's window): read, not measured.
for t in re.findall(r'(?<![\w.])\d+(?:\.\d+)?', typed_text): entries.add((None, 'typed', float(t)))
for line in re.findall(r'scale\w*:([^\n]*)', typed_text):
    for t in re.findall(r'\d+(?:\.\d+)?', line): entries.add((None, 'depth', float(t)))
def shown(value, unit, digits):
    if unit == '%' and digits == 0: return '%d' % round(value)
    if unit == 'ms': return '%d' % round(value * 1000)
    return '%.*f' % (digits, value)
def matches(button, fields, unit, number):
    digits = len(number.split('.')[1]) if '.' in number else 0
    pool = [v for (b, f, v) in entries if (button is None or b in (button, None)) and f in fields]
    if any(shown(v, unit, digits) == number for v in pool): return True
    # A difference of two readings of one kind ("settles 258 ms sooner", "175 ms after").
    return 'difference' in fields and any(shown(a - b, unit, digits) == number for a in pool for b in pool)

WORDS = [('pressed', r'fully pressed|full press|Fully pressed'), ('peak', r'\bpeak|Peak'),
         ('snap', r'\bsnaps?\b|jump|Snap|End jump'), ('overshoot', r'overshoot|(?<!no )bounce|Overshoot'),
         ('settle', r'settl|Settles|at rest|stopped|keeps moving'), ('tap', r'at most'),
         ('typed', r'uikit-curve|uikit-spring|bezier|spring |curve |duration|damping ratio|contact|quick tap|lifted at|lift|window|over \d|±|\(\d+ ms\)')]
def field_of(before):
    best, where = None, -1
    for field, pattern in WORDS:
        for m in re.finditer(pattern, before):
            if m.start() > where: best, where = field, m.start()
    return best


HEADS = {'Pressed at the lift': 'tap', 'Deepest': 'tap', 'Finger up': 'typed', 'Jump at the lift': 'snap', 'Overshoot': 'overshoot', 'Peak': 'peak', 'Settles': 'settle', 'End jump': 'snap', 'Snap': 'snap', 'Fully pressed': 'pressed'}
AFTER = [('typed', r'^,? (damping|curve|a quick tap|velocity|bounce:)'), ('tap', r'^\s*(pressed|fully pressed)\b'), ('snap', r'^\s*(snap|jump)'), ('overshoot', r'^\s*(bounce|overshoot)')]
NAMES = [('settle', 'settled'), ('peak', 'peak'), ('pressed', 'full press'), ('typed', 'lift'), ('typed', 'snap')]
NUMBER = re.compile(r'(?<![\w.±+])(\d+(?:\.\d+)?) ?(ms|px|%)(?!\w)')
LABEL = re.compile(r'(press |\+)(\d+(?:\.\d+)?) ms')

def read(pages):
    """Checks every number of the pages (each a list of lines): the counts, the misses and each number
    read as (page, in a table, button, number, unit)."""
    checked, bad, unnamed, outline, ranges, comments = 0, [], 0, 0, 0, 0
    seen = []
    for n, page in enumerate(pages, start=1):
        header = None
        lines = page
        skip = set()
        strip, last = False, None
        for i, line in enumerate(lines):
            if line.lstrip().startswith('Figure'): strip = False
            button = next((b for (name, b) in called if name in line), None)
            last = button or last
            labels = list(LABEL.finditer(line))
            if labels: strip = True
            if strip and not labels:
                # Each frame's outline size ("16 px", "12 px, now 15"): a drawing of that frame, no reading.
                outline += len(NUMBER.findall(line))
                continue
            if labels:
                # A filmstrip's time labels: a named frame ("settled", "full press, lift") is read as
                # that reading of the strip's button; the frames between are display frames.
                following = [k for k in range(i + 1, min(len(lines), i + 6)) if lines[k].strip()]
                names = lines[following[0]] if following else ''
                # The names below the labels, and each frame's outline size (no reading of its own).

                for m in labels:
                    name = names[max(0, m.start() - 2):m.start() + 28].strip().split('  ')[0]
                    fields = {f for f, word in NAMES if word in name} - ({'typed'} if 'full press' in name and m.group(1) == '+' else set())
                    checked += 1
                    # Labels print a frame's time to 3 significant digits ("+8.33 ms", "+41.7 ms", "+158 ms").
                    printed = m.group(2)
                    digits = len(printed.split('.')[1]) if '.' in printed else 0
                    on_frame = any(abs(k * 1000 / fps - float(printed)) <= 0.5 * 10 ** -digits + 1e-9 for k in range(int(10 * fps)))
                    ms = round(float(printed))
                    if not fields:
                        unnamed += 1
                        if not on_frame: bad.append('page %d, a frame off the display frames: %s' % (n, line.strip()))
                    elif 'before snap' in name and any(shown(v - 1 / fps, 'ms', 0) == str(ms) for (b, f, v) in entries if f == 'typed'):
                        pass
                    elif not (any(matches(last, {f}, 'ms', str(ms)) for f in fields) if not digits else any(
                            abs(v * 1000 - float(printed)) <= 0.5 * 10 ** -digits + 1e-9 for (b, f, v) in entries if f in fields and b in (last, None))) and not (m.group(1) == '+' and ms == 0):
                        bad.append('page %d, filmstrip frame "%s" as %s: %s' % (n, name, '/'.join(sorted(fields)), m.group(0)))
                continue
            if i in skip: continue
            if line.lstrip().startswith('//'):
                # A code comment's numbers ("jumps the last 0.094% of the travel") have no entry.
                comments += len(NUMBER.findall(line))
                continue
            heads = [(m.start(), m.end(), m.group(0)) for m in re.finditer('|'.join(HEADS), line)]
            if len(heads) >= 2: header = heads; continue
            # A table's cells are set apart by runs of spaces; a line of prose or a caption ends it.
            if line[:1].strip() and not re.search(r'\S\s{3,}\S', line): header = None
            for m in re.finditer(r'(?<![\w-])scale (\d\.\d+)', line):
                # A depth: the pick's, an option's, a sweep's or the preset's own press scale.
                checked += 1
                seen.append((n, header is not None, button, m.group(1), 'scale'))
                digits = len(m.group(1).split('.')[1])
                if not any(shown(v, 'x', digits) == m.group(1) for (b, f, v) in entries if f == 'depth' and (button is None or b in (button, None))):
                    bad.append('page %d, depth scale %s%s: %s' % (n, m.group(1), ' of ' + button if button else '', line.strip()))
            for m in NUMBER.finditer(line):
                number, unit = m.group(1), m.group(2)
                before, after = line[:m.start()], line[m.end():]
                # A cell sits under the last heading that starts before the number ends (left- or right-aligned).
                column = [h for h in header or [] if h[0] <= m.end()][-1:]
                field = next((f for f, p in AFTER if re.search(p, after)), None) or field_of(before[-60:])
                if column:
                    # A table cell: its column's reading, unless words in the cell name another.
                    # A "now → pick" cell names its reading before the arrow; the pick's is the column's.
                    cell = re.split(r'\s{2,}', before)[-1].split('→')[-1]
                    field = (field_of(cell) if re.search(r'[a-z]{3,}', cell) else None) or HEADS[column[0][2]]
                if re.search(r'^\s*of (its|press)', after): continue
                if re.search(r'[≤≥]\s*$', before): field = 'typed'
                if re.search(r'\b(and|or) an? $', before) or re.search(r'; now $', before): field = None
                if re.search(r'\d ?(ms|px)?[–-]$', before) or re.search(r'^[–-]\d', after):
                    # A range one grid step either way: the neighbours' readings are not in results.json.
                    ranges += 1
                    continue
                if field in ('snap', 'settle') and unit == 'ms' and re.search(r'snaps( [\d.]+ px)? at\s*$', before): field = 'typed'
                if re.search(r'^\s*(sooner|later|after the|against)', after) or re.search(r'^[^(]*\)?\s*(sooner|later)', after[:12]): fields = {field or 'settle', 'difference'}
                elif field is None: fields = {f for f, _ in WORDS}
                else: fields = {field}
                checked += 1
                seen.append((n, bool(column), button, number, unit))
                if not matches(button, fields, unit, number):
                    bad.append('page %d, %s %s as %s%s: %s' % (n, number, unit, '/'.join(sorted(fields)), ' of ' + button if button else '', line.strip()))
    return (checked, unnamed, outline, ranges, comments), bad, seen

class Twin(HTMLParser):
    """The twin's text as a reader sees it: one line per block, a pre's own lines, and each table's
    cells padded to its columns so a cell starts under its heading, as pdftotext -layout sets them."""
    BLOCKS = {'p', 'div', 'section', 'article', 'header', 'footer', 'nav', 'main', 'figure', 'figcaption', 'details',
              'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'pre', 'br', 'caption', 'text', 'blockquote'}
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.line, self.hidden, self.pre, self.rows, self.cell, self.heading, self.appendix = [], '', 0, 0, None, None, 0, None
    def flush(self):
        if self.line.strip(): self.lines.append(' '.join(self.line.split()) if not self.pre else self.line.rstrip())
        self.line = ''
    def handle_starttag(self, tag, attrs):
        if tag in ('script', 'style', 'template', 'head'): self.hidden += 1
        elif tag == 'table': self.flush(); self.rows = []
        elif tag == 'tr' and self.rows is not None: self.rows.append([])
        elif tag in ('td', 'th') and self.rows is not None: self.cell = ''
        elif tag in self.BLOCKS and self.cell is not None: self.cell += ' '
        elif tag in self.BLOCKS: self.flush()
        if tag == 'pre': self.pre += 1
        if tag in ('h1', 'h2', 'h3'): self.heading = len(self.lines)
    def handle_endtag(self, tag):
        if tag in ('script', 'style', 'template', 'head'): self.hidden -= 1
        elif tag in ('td', 'th') and self.cell is not None:
            self.rows[-1].append(' '.join(self.cell.split())); self.cell = None
        elif tag == 'table' and self.rows is not None:
            widths = [max((len(r[k]) for r in self.rows if k < len(r)), default=0) for k in range(max(map(len, self.rows), default=0))]
            self.lines += [' ' + '   '.join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in self.rows if r]
            self.rows = None
        elif tag in self.BLOCKS: self.flush()
        if tag == 'pre': self.pre -= 1
        if tag in ('h1', 'h2', 'h3') and self.appendix is None and self.lines[self.heading:] == ['A. Notebook source as run']:
            self.appendix = self.heading
    def handle_data(self, data):
        if self.hidden: return
        if self.cell is not None: self.cell += data
        elif self.pre: 
            parts = data.split('\n')
            self.line += parts[0]
            for part in parts[1:]: self.flush(); self.line = part
        else: self.line += re.sub(r'\s+', ' ', data)

def twin_lines(dom):
    twin = Twin()
    twin.feed(dom)
    twin.flush()
    # From the appendix's heading on (the notebook's source, parameters, versions), as in the PDF.
    return twin.lines[:twin.appendix]

pages = pdf_text.split('\f')
end = next((i for i, p in enumerate(pages) if re.search(r'(?m)^\s*A\. Notebook source as run\s*$', p)), len(pages))
counts, bad, seen = read([p.split('\n') for p in pages[:end]])
print(*counts)
if twin_path:
    twin_counts, twin_bad, twin_seen = read([twin_lines(open(twin_path, encoding='utf-8').read())])
    print(*twin_counts)
    bad += ['twin, ' + b[b.index(',') + 2:] for b in twin_bad]
    # What page 1 and the tables print for a button, the twin prints for it too, at that precision
    # (a table row that names no button, such as a property's, in any of the twin's lines).
    printed = {(b, number, unit) for (_, _, b, number, unit) in twin_seen} | {(None, number, unit) for (_, _, b, number, unit) in twin_seen}
    shared = {(n, b, number, unit) for (n, table, b, number, unit) in seen if (b and n == 1) or table}
    bad += ['not in the twin: page %d, %s %s%s' % (n, number, unit, ' of ' + b if b else '') for (n, b, number, unit) in sorted(shared, key=str) if (b, number, unit) not in printed]
    print(len(shared))
for b in bad: print(b)
"""#
}
