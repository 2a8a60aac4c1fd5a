#!/usr/bin/env python3
"""Writes the small API payloads of `bricks-bench mapping` (deterministic: a fixed seed).

issue.json         one issue of a GitHub-like API (~600 bytes)
issues-5k.json     a page of issues (~5 KB)
issues-50k.json    a longer page of issues (~50 KB)

Run from anywhere: python3 Fixtures/bench/generate.py
"""
import json
import os
import random

WORDS = ("crash when the list is empty, layout glitch on rotation, cell height wrong after reload, "
         "dark mode colours, add a retry button, dequeued cell keeps old image, diff animates moved rows, "
         "scroll position lost, decoding fails on null, date off by one hour, accessibility label missing, "
         "prefetch loads twice, keyboard covers the field, memory grows while scrolling").split(", ")
BODY = ("Steps to reproduce: open the screen, pull to refresh twice, then rotate. Expected the rows to stay; "
        "got an empty table. Seen on iOS 17 and 18 — “über” names and emoji 🎉 render fine. ")
LABELS = [("bug", "d73a4a"), ("enhancement", "a2eeef"), ("good first issue", "7057ff"),
          ("question", "d876e3"), ("needs triage", "ededed"), ("performance", "fbca04")]
LOGINS = ["octocat", "hubot", "mona", "ada-l", "grace_h", "linus-t", "margaret", "dennis-r"]


def user(rng):
    login = rng.choice(LOGINS)
    uid = 1000 + LOGINS.index(login) * 7919
    return {"login": login, "id": uid, "avatar_url": f"https://avatars.example.com/u/{uid}?v=4",
            "type": "User", "site_admin": login == "hubot"}


def date(rng):
    return "2024-%02d-%02dT%02d:%02d:%02dZ" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                                               rng.randint(0, 59), rng.randint(0, 59))


def issue(rng, number, body_sentences):
    closed = rng.random() < 0.3
    labels = [{"id": 200 + i, "name": n, "color": c}
              for i, (n, c) in enumerate(LABELS) if rng.random() < 0.3][:3]
    if number % 4 == 0:  # every page has unlabelled issues
        labels = []
    body = BODY * body_sentences if body_sentences else None
    created = date(rng)
    return {
        "id": 1_900_000_000 + number * 37,
        "number": number,
        "title": rng.choice(WORDS).capitalize(),
        "state": "closed" if closed else "open",
        "locked": False,
        "user": user(rng),
        "labels": labels,
        "comments": rng.randint(0, 40),
        "created_at": created,
        "updated_at": max(created, date(rng)),
        "closed_at": date(rng) if closed else None,
        "html_url": f"https://github.example.com/bricks/bricks/issues/{number}",
        "body": body,
        "score": round(rng.random() * 100, 3),
    }


def write(name, value):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(name, os.path.getsize(path), "bytes")


rng = random.Random(0xB41C5)
write("issue.json", issue(rng, 1, 0))
write("issues-5k.json", [issue(rng, 2 + i, i % 2) for i in range(7)])
write("issues-50k.json", [issue(rng, 100 + i, i % 3) for i in range(60)])
