#!/usr/bin/env bash
# Validates every line of every checked-in recording (*.jsonl under Tests/ and Examples/)
# against Assets/recording.schema.json with a real validator (python3-jsonschema, Draft
# 2020-12; `scripts/install-deps.sh test` installs it), and checks the few rules between
# lines that one line's schema cannot say: the header first and only there, the end line
# last, checkpoints and digests only from version 2, release lines and checkpoint images
# only in version 3, an end state only from version 2.
#
# It checks itself first, so it cannot pass by accepting everything: hand-made bad lines
# (an unknown event kind, a pointer event without its position, a header naming another
# format, ...) must each be rejected, a few good ones accepted, and the schema's presets
# must be the tuning schema's.
#
# Prints FILE:LINE: reason for each failure and `recording schema: N passed, M failed`
# (files); exits 1 on any failure.
#   scripts/recording-schema-check.sh [FILE.jsonl...]    default: every recording checked in
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -eq 0 ]; then
  cd "$root"
  mapfile -t files < <(find Tests Examples -name '*.jsonl' -not -path '*/.build/*' 2>/dev/null | LC_ALL=C sort)
else
  files=("$@")
fi
exec python3 - "$root/Assets/recording.schema.json" "$root/Assets/tuning.schema.json" "${files[@]}" <<'PY'
import json, math, sys

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError:
    print("recording schema: python3-jsonschema is needed (scripts/install-deps.sh test)")
    sys.exit(1)

schema_path, tuning_schema_path, *paths = sys.argv[1:]
schema = json.load(open(schema_path, encoding="utf-8"))
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
MAX_LINE_BYTES = 16 << 20


class Refused(Exception):
    pass


def strict_object(pairs):
    """The reader refuses duplicate keys; Python's json would keep the last one."""
    result = {}
    for key, value in pairs:
        if key in result:
            raise Refused(f"duplicate key {json.dumps(key)}")
        result[key] = value
    return result


def finite_float(text):
    value = float(text)
    if math.isinf(value):
        raise Refused(f"number {text} overflows")
    return value


def refuse_constant(name):
    raise Refused(f"{name} is not JSON")


def parse(text):
    """One line's JSON as the reader takes it: strict, no NaN, no duplicate keys."""
    return json.loads(text, object_pairs_hook=strict_object, parse_float=finite_float,
                      parse_constant=refuse_constant)


def place(error):
    path = ""
    for part in error.absolute_path:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else part)
    return path


def reason(value):
    """The first schema error on one line, or None when the line is valid."""
    errors = list(validator.iter_errors(value))
    if not errors:
        return None
    error = jsonschema.exceptions.best_match(errors)
    message = " ".join(error.message.split())
    if error.validator in ("oneOf", "anyOf"):
        # The validator's message starts with the whole line; name the forms instead.
        forms = "; ".join(form.get("description", "?") for form in error.validator_value)
        several = error.validator == "oneOf" and "is valid under each of" in message
        message = ("matches more than one of: " if several else "matches none of: ") + forms
    if len(message) > 240:
        message = message[:237] + "..."
    where = place(error)
    return f"{where}: {message}" if where else message


def line_kind(value):
    """How the reader tells a line apart."""
    if not isinstance(value, dict):
        return None
    if "format" in value:
        return "header"
    if "end" in value:
        return "end"
    return value.get("kind")


def check_file(path):
    """Every failure of one recording, as (line, reason)."""
    failures = []
    try:
        data = open(path, "rb").read()
    except OSError as error:
        return [(None, error.strerror or str(error))]
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if not lines:
        return [(None, "recording is empty")]
    version = None
    for number, raw in enumerate(lines, start=1):
        def fail(text):
            failures.append((number, text))
        if len(raw) > MAX_LINE_BYTES:
            fail("line is longer than 16 MiB")
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            fail("text is not valid UTF-8")
            continue
        if not text.strip(" \t\r"):
            fail("empty line")
            continue
        try:
            value = parse(text)
        except Refused as error:
            fail(f"invalid JSON: {error}")
            continue
        except ValueError as error:
            fail(f"invalid JSON: {error}")
            continue
        problem = reason(value)
        if problem:
            fail(problem)
        kind = line_kind(value)
        if number == 1:
            if kind != "header":
                fail("the first line must be the header (\"format\")")
            elif isinstance(value.get("version"), (int, float)):
                version = int(value["version"])
            continue
        if kind == "header":
            fail("a header must be the first line and appear only once")
        if kind == "end" and number != len(lines):
            fail("the end line must be the last line")
        if version is None:
            continue
        if kind in ("checkpoint", "digests") and version < 2:
            fail(f"a version {version} recording holds no {kind} lines (they came in version 2)")
        if kind == "release" and version < 3:
            fail(f"a version {version} recording holds no release lines (they came in version 3)")
        if kind == "checkpoint" and "image" in value and version < 3:
            fail(f"a version {version} checkpoint holds no \"image\" (version 3)")
        if kind == "end" and "state" in value and version < 2:
            fail(f"a version {version} end line holds no \"state\" (version 2)")
    if line_kind(parse_or_none(lines[-1])) != "end":
        failures.append((len(lines), "truncated: the last line is not the end line"))
    return failures


def parse_or_none(raw):
    try:
        return parse(raw.decode("utf-8"))
    except (Refused, ValueError):
        return None


def self_check():
    """The check must refuse what the reader refuses; a schema that accepts anything fails."""
    problems = []
    header = ('{"format":"sheet-playground-recording","version":3,"window":[390,844],'
              '"scale":1,"safeArea":[47,0,34,0],'
              '"font":{"name":"DejaVuSans.ttf","hash":"adadfef763426946"},'
              '"tuning":{"preset":"seed","overrides":{}}}')
    state = ('{"frame":3,"navigationStack":["root"],"presented":[],"dimAlpha":0,'
             '"transition":null,"controls":[],"activationCount":0,"lastActivated":null,'
             '"focused":null,"simulation":{"rate":1,"paused":false},'
             '"tuning":{"preset":"seed","overrides":{}}}')
    good = [
        header,
        '{"frame":0,"t":0,"kind":"down","button":"left","x":195,"y":223}',
        '{"frame":1,"t":16.7,"kind":"move","x":195,"y":230,"source":"touch"}',
        '{"frame":2,"t":33,"kind":"keyDown","key":"t","mods":["shift"]}',
        '{"frame":2,"t":33,"kind":"tuning","variant":1,"key":"sheet.dimAlpha","value":0.3}',
        '{"kind":"digests","from":1,"hashes":"62247b95*33 b4271fc9 e0622891*2"}',
        '{"frame":3,"kind":"checkpoint","name":"checkpoint-1","image":"7b2bdada71d6f33b","state":'
        + state + '}',
        '{"end":true,"frames":3,"state":' + state + '}',
    ]
    bad = [
        ("an unknown event kind", '{"frame":0,"t":0,"kind":"tap","x":1,"y":2}'),
        ("a pointer event missing its position", '{"frame":0,"t":0,"kind":"down","button":"left"}'),
        ("a move missing its y", '{"frame":0,"t":0,"kind":"move","x":1}'),
        ("a header with a wrong format name",
         header.replace("sheet-playground-recording", "sheet-playground-tuning")),
        ("a header of version 4", header.replace('"version":3', '"version":4')),
        ("a header with both tuning and variants",
         header[:-1] + ',"variants":[{"label":"A","tuning":{"preset":"seed","overrides":{}}},'
         '{"label":"B","tuning":{"preset":"fluid","overrides":{}}}]}'),
        ("an unknown field on an event", '{"frame":0,"t":0,"kind":"up","button":"left","x":1,"y":2,"mod":1}'),
        ("a source on a wheel event", '{"frame":0,"t":0,"kind":"wheel","dx":0,"dy":1,"x":1,"y":2,"source":"touch"}'),
        ("a negative frame", '{"frame":-1,"t":0,"kind":"focusLost"}'),
        ("a negative timestamp", '{"frame":0,"t":-1,"kind":"focusLost"}'),
        ("a modifier named twice", '{"frame":0,"t":0,"kind":"keyUp","key":"a","mods":["alt","alt"]}'),
        ("a control character in text", '{"frame":0,"t":0,"kind":"text","text":"a\\u0007"}'),
        ("a checkpoint named end", '{"frame":3,"kind":"checkpoint","name":"end","state":' + state + '}'),
        ("a checkpoint whose state misses a field",
         '{"frame":3,"kind":"checkpoint","name":"c","state":' + state.replace('"dimAlpha":0,', '') + '}'),
        ("a digest count of 1", '{"kind":"digests","from":1,"hashes":"62247b95*1"}'),
        ("an uppercase digest", '{"kind":"digests","from":1,"hashes":"62247B95"}'),
        ("an end line that is not true", '{"end":false,"frames":3}'),
        ("a tuning event with a preset and a key",
         '{"frame":0,"t":0,"kind":"tuning","preset":"seed","key":"sheet.dimAlpha","value":1}'),
        ("a release with a negative travel",
         '{"kind":"release","frame":9,"element":"text.y","velocity":0,"decision":"stayed",'
         '"travel":-1,"overshoot":0,"settles":0,"velocityJump":0}'),
        ("a window below 50 points", header.replace("[390,844]", "[49,844]")),
    ]
    for index, text in enumerate(good, start=1):
        problem = reason(parse(text))
        if problem:
            problems.append(f"self-check: good line {index} was rejected: {problem}")
    for name, text in bad:
        try:
            value = parse(text)
        except (Refused, ValueError) as error:
            problems.append(f"self-check: bad line ({name}) is not JSON: {error}")
            continue
        if reason(value) is None:
            problems.append(f"self-check: {name} was accepted; the schema must reject it")
    tuning = json.load(open(tuning_schema_path, encoding="utf-8"))
    presets = sorted(tuning["properties"]["preset"]["enum"])
    ours = sorted(schema["$defs"]["presetName"]["enum"])
    if presets != ours:
        problems.append(f"self-check: the schema's presets {ours} are not the tuning schema's {presets}")
    return problems


problems = self_check()
for problem in problems:
    print(problem)
passed = failed = 0
for path in paths:
    failures = check_file(path)
    for line, text in failures:
        print(f"{path}:{line}: {text}" if line else f"{path}: {text}")
    if failures:
        failed += 1
    else:
        passed += 1
if not paths:
    problems.append("no recordings found")
    print("recording schema: no recordings found")
if problems:
    print("recording schema: the self-check failed (above), so no verdict can be trusted")
print(f"recording schema: {passed} passed, {failed} failed")
sys.exit(1 if failed or problems else 0)
PY
