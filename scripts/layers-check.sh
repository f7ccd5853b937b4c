#!/usr/bin/env bash
# The module layers, checked: every `import` in Sources/<Module> names a module of a lower layer
# (never the same layer, never a higher one), and Package.swift's target dependencies obey the
# same rule. The layers below are the architecture (ARCHITECTURE.md draws them); a new module
# gets a row here. Exits 1 naming each offending import; prints "layers: N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - "$@" <<'PY'
import os, re, sys, subprocess, json

# Bottom first. A module may import only modules in rows above its own in this list.
LAYERS = [
    ["CSDL2", "CCairo", "SheetEngine", "SheetFiles", "SheetJSON"],
    ["SheetTuning", "SheetScene", "SheetSDL", "SheetTesting"],
    ["SheetSession", "SheetExport"],
    ["SheetScreens", "SheetPlayback"],
    ["PlaygroundSessions", "PlaygroundTestSupport"],
    ["PlaygroundStudio"],
    ["PlaygroundReplay"],
    ["PlaygroundWindow"],
    ["PlaygroundHost"],
    ["PlaygroundCommandLine"],
    ["Playground", "PlaygroundBench"],
]
rank = {m: i for i, row in enumerate(LAYERS) for m in row}
# What a module's job rules out, whatever its layer: the studio edits and draws; the window
# hands it the clipboard and the tuning store, so it imports no SDL and no file system.
FORBIDDEN = {"PlaygroundStudio": {"SheetSDL", "CSDL2", "SheetFiles", "Foundation"}}
root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
failures, checked = [], 0
modules = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
for module in modules:
    if module not in rank:
        failures.append(f"{root}/{module}: module not in any layer (add it to scripts/layers-check.sh)")
        continue
    for folder, _, files in os.walk(os.path.join(root, module)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            checked += 1
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                m = re.match(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal)\s+)?import\s+(\w+)", line)
                if m and m.group(1) in FORBIDDEN.get(module, ()):
                    failures.append(f"{path}:{number}: {module} imports {m.group(1)} "
                                    f"(its job rules it out: see FORBIDDEN)")
                if not m or m.group(1) not in rank:
                    continue
                imported = m.group(1)
                if rank[imported] >= rank[module]:
                    way = "sideways" if rank[imported] == rank[module] else "up"
                    failures.append(f"{path}:{number}: {module} imports {imported} ({way}: layer "
                                    f"{rank[module]} may import layers below {rank[module]} only)")
# Package.swift's graph must obey the same rule.
if root == "Sources":
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], capture_output=True,
                                        text=True, check=True).stdout)
    for target in package["targets"]:
        if target["type"] == "test":
            continue
        for dep in target.get("dependencies", []):
            name = (dep.get("byName") or dep.get("target") or [None])[0]
            if name in rank and target["name"] in rank and rank[name] >= rank[target["name"]]:
                failures.append(f"Package.swift: {target['name']} depends on {name} (against the layers)")
for f in failures:
    print(f)
print(f"layers: {checked - len([f for f in failures if '.swift:' in f])} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
PY
