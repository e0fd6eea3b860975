import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { ja } from "./ja.js";
import { pt } from "./pt.js";
import { ru } from "./ru.js";
import { zh } from "./zh.js";
import type { DetectionPhrases } from "./types.js";

// The languages the detector reads complaints in. A new language is one file beside this one and one line below.
// Within a script, earlier languages' phrases are tried first.

export const detectionPhraseRegistry: readonly DetectionPhrases[] = [en, es, de, pt, fr, ru, zh, ja];
