// The collection's games, in lobby order, as index.html's loader lists them (its link-code
// map, written from game_list! in src/core/game.rs by tools/index_games.py): journeys that
// visit every game read them here, so a new game needs no journey list.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const index = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'index.html');
const map = fs.readFileSync(index, 'utf8').match(/var GAMES = \{([^}]*)\}/);
if (!map) throw new Error('index.html has no `var GAMES = {...}` (tools/index_games.py)');

/** Slugs in lobby order: ['roi', 'tafelrunde', …]. */
export const GAMES = [...map[1].matchAll(/(\d+):\s*"([a-z]+)"/g)]
  .sort((a, b) => Number(a[1]) - Number(b[1]))
  .map((m) => m[2]);

/** A game's bundle file (its .js or _bg.wasm) in a URL. */
export const GAME_BUNDLE = new RegExp(`table-ronde-(${GAMES.join('|')})(\\.js|_bg\\.wasm)$`);
