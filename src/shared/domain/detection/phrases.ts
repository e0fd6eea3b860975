import type { RescueTypeId } from "./types.js";

// What a person says when they are stuck, per problem type and language. Read only from the user's side of a
// transcript (or from prose when the paste has no speakers). Entries are regular-expression fragments with
// bounded gaps only ({0,n}), so the joined pattern stays linear. Latin and Cyrillic entries are matched on
// whole words; Chinese and Japanese entries as substrings.

export type PhraseLang = "en" | "es" | "de" | "pt" | "fr" | "ru" | "zh" | "ja";

const G = "[^.!?\\n]{0,40}"; // a short gap inside one sentence
/** A letter in the Latin and Cyrillic scripts (the patterns run without the slower Unicode mode). */
const L = "[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF]";

export const complaintPhrases: Record<RescueTypeId, Partial<Record<PhraseLang, string[]>>> = {
  repeated_failures: {
    en: [
      "same (?:error|bug|issue|problem|thing|hydration error|exception)(?: again| as before)?",
      "still (?:not working|doesn'?t work|broken|failing|fails|empty|getting|the same|there|happening|no luck|get)",
      "(?:going|go|goes|went) (?:a?round )?in circles",
      "(?:stuck in|caught in) (?:a |an )?(?:endless |infinite )?loop",
      "keeps? (?:reintroducing|breaking|undoing|coming back|failing|saying|doing the same)",
      "(?:every|each) (?:fix|change|attempt|time it fixes)" + G + "(?:breaks|brings back|reintroduces|undoes|same)",
      "comes? back (?:again|every time)",
      "(?:the )?(?:\\d+|third|fourth|fifth|sixth|tenth)(?:th|rd|nd)? (?:time|attempt|try)",
      "tried (?:it |this |that )?(?:\\d+|two|three|four|five|six|several|many|multiple|a few|so many|a dozen) times",
      '(?:fixed|"fixed") (?:it )?(?:two|three|four|five|\\d+) times',
      "flipping (?:back and forth )?between",
      "back and forth between",
      "(?:going|go|goes|went) back and forth",
      "every single time",
      "(?:breaks|broke) (?:again|the other)",
      "(?:didn'?t|did not|doesn'?t|does not) (?:fix|help|change anything)",
      "(?:fails|failed|failing) the same way",
      "back to the (?:same|old|original) error",
      "try to fix \\d+ times",
      "clicked try to fix",
      "(?:used up|burn(?:ed|t|ing)?) (?:all )?(?:my )?credits",
      "rollback\\?",
      "\\d+(?:th|rd|nd)? (?:attempt|try|time) (?:now|already)",
      "(?:apologi[sz]es|says? sorry) (?:and|then) (?:does|makes|breaks)",
      "how do I (?:get out of|break) (?:this )?(?:loop|cycle)",
      "broke the case that worked",
      "you just broke",
      "keeps? changing the same",
      "(?:the )?whole (?:hour|day|afternoon|morning)",
      "(?:\\d+|\\w+)(?:st|nd|rd|th) attempt",
      "(?:each|every) time (?:it|claude|cursor|the ai|he|she) (?:swears|says|claims|promises)",
    ],
    es: [
      "(?:el )?mismo error",
      "(?:el )?mismo (?:problema|fallo)",
      "vuelve a fallar",
      "siempre (?:igual|lo mismo)",
      "sigue sin funcionar",
      "sigue (?:fallando|igual|dando)",
      "(?:dando|damos|doy) vueltas",
      "en c[ií]rculos",
      "otra vez (?:el mismo|lo mismo)",
      "vuelve a aparecer",
      "(?:ya )?van (?:\\d+|dos|tres|cuatro|cinco) intentos",
      "este bucle",
      "cada vez que (?:arregla|lo arregla|corrige)",
    ],
    de: [
      "(?:der )?gleiche(?:n)? Fehler",
      "(?:dem|den|demselben|denselben|dieselbe) (?:selben )?Fehler",
      "immer wieder",
      "(?:der|zum) (?:sechste|siebte|achte|zehnte)n? (?:Versuch|Mal)",
      "derselbe(?:n)? Fehler",
      "immer noch (?:der|nicht|kaputt|derselbe|dieselbe)",
      "schlägt immer noch fehl",
      "(?:drehen|dreht) (?:uns |sich )?im Kreis",
      "(?:der|zum) (?:\\d+\\.|zweite|dritte|vierte|fünfte)n? (?:Versuch|Mal)",
      "schon wieder",
      "jedes Mal (?:wenn|kommt)",
    ],
    pt: [
      "(?:o )?mesmo erro",
      "continua (?:dando|com|sem funcionar|o mesmo)",
      "(?:ainda )?não (?:sai|saio) disso",
      "(?:já )?tentei (?:corrigir )?(?:umas )?(?:\\d+|duas|três|quatro|cinco) vezes",
      "andando em círculos",
      "volta(?:ndo)? o mesmo",
      "de novo o mesmo",
    ],
    fr: [
      "(?:toujours )?la même erreur",
      "(?:on )?tourne en rond",
      "(?:ça|cela) (?:ne marche|ne fonctionne) toujours pas",
      "(?:la |pour la )?(?:\\d+e|deuxième|troisième|quatrième|cinquième) fois",
      "ça recommence",
      "encore la même",
    ],
    ru: [
      `(?:опять|снова) (?:та же|ту же|тот же|одна и та же) (?:ошибк${L}*|проблем${L}*)`,
      "та же ошибка",
      "ходим по кругу",
      "(?:хожу|ходит|крутимся|крутится) (?:по кругу|в цикле)",
      "(?:уже )?(?:\\d+|вторая|третья|четвёртая|четвертая|пятая)(?:-я)? попытка",
      "всё повторяется",
      "не помогло",
    ],
    zh: [
      "同样的错误",
      "一样的(?:报错|错误)",
      "原地打转",
      "还是(?:不行|报错|一样)",
      "改了[0-9一二三四五六七八九十几]+次",
      "又出现了",
      "死循环",
      "反复",
    ],
    ja: [
      "同じエラー",
      "ループ",
      "元のエラーに戻",
      "別のところが壊れ",
      "直っていない",
      "直りません",
      "[0-9一二三四五]+回目",
      "堂々巡り",
      "繰り返し",
      "また(?:同じ|エラー)",
    ],
  },
  ai_hallucination: {
    en: [
      "(?:making|made|makes) (?:things|stuff|it|this|that|up) up",
      "made[- ]up (?:function|method|package|api|library|module|flag|option)",
      "(?:invent(?:ed|ing|s)?|hallucinat(?:ed|ing|es|ion)s?) (?:a |an |the |this |that )?(?:function|method|package|api|library|module|flag|option|class)?",
      "(?:does|do) (?:that|this|it|\\w{2,40}) even (?:exist|have)",
      "(?:doesn'?t|does not|don'?t|do not) exist(?:s)? (?:in|on) (?:the )?(?:docs|documentation|api|registry|npm|pypi)",
      "(?:that|this|the) (?:method|function|package|api|module|class|flag|option) (?:doesn'?t|does not) exist",
      "can'?t find (?:\\w{1,40} )?(?:anywhere )?in the (?:\\w{1,20} )?(?:docs|documentation)",
      "can'?t find [^.!?\\n]{1,60} in the [^!?\\n]{0,30}(?:docs|documentation|api reference)",
      "there (?:are|is) no (?:\\w{1,20} )?tests? in this project",
      "(?:no|there is no) test output",
      "(?:says|said|claims?|claimed) (?:the )?tests? pass(?:ed)?",
      "(?:links?|url) (?:gives?|returns?) (?:a )?404",
      "(?:actually|really) (?:exist|exists|in|part of|a real)",
      "(?:doesn'?t|does not|don'?t) appear (?:anywhere )?in the (?:docs|documentation)",
    ],
    es: [
      "se lo (?:invent[oó]|inventa)",
      "(?:no existe|inexistente)",
      "invent[oó] (?:la|el|una|un)",
      "me asegur[oó]",
      "no aparece (?:por ning[uú]n lado|en la documentaci[oó]n)",
    ],
    de: ["ausgedacht", `(?:gibt es|existiert) (?:das|diese${L}*|die) (?:${L}+ )?(?:nicht|gar nicht)`, "erfunden"],
    pt: ["(?:ele )?inventou", "(?:não existe|esse método não existe)", "disse que o teste passou"],
    fr: ["(?:tu l'as|il l'a|l'a) inventé", "n'existe pas", "inventé"],
    ru: [`выдумал${L}*`, "(?:такого|этого) (?:метода|пакета|модуля|класса)? ?нет", `придумал${L}*`, "не существует"],
    zh: ["编造", "瞎编", "不存在", "根本没有这个", "虚构"],
    ja: ["存在しない", "作り出して", "でっち上げ", "そんな(?:クラス|関数|メソッド|API)は(?:ありません|ない)"],
  },
  integration_issues: {
    en: [
      "works? (?:fine |perfectly |great )?(?:locally|on localhost|on my machine|in dev)",
      "(?:fails?|broken|breaks|doesn'?t work|not working|errors?)" +
        G +
        "(?:in|on) (?:prod(?:uction)?|staging|the server|vercel|netlify|heroku|render|railway|fly)",
      "(?:in|on) (?:prod(?:uction)?|the live site)" + G + "(?:fails?|returns?|get|gives?|error)",
      "after (?:I )?deploy(?:ed|ing)?",
      "(?:env(?:ironment)? var(?:iable)?s?|secrets?) (?:are|is) (?:set|there|configured)",
      "can'?t (?:reach|connect to|call) the (?:api|server|database|backend)",
      "webhook (?:never|doesn'?t|does not|isn'?t) (?:arrives?|fires?|work)",
      "emails? (?:are|is) not (?:arriving|sent|delivered)",
    ],
    es: [
      "en local funciona",
      "funciona en local",
      "en producci[oó]n (?:falla|no funciona|da)",
      "variables de entorno",
      "(?:despu[eé]s de|al) desplegar",
    ],
    de: ["lokal funktioniert", "auf dem (?:server|live-system)", "in (?:der )?produktion", "umgebungsvariablen"],
    pt: ["localmente (?:com \\S+ )?funciona", "em produção", "variáveis de ambiente", "no servidor (?:não|dá)"],
    fr: ["(?:ça )?marche en local", "en prod(?:uction)?", "variables d'environnement", "sur le serveur"],
    ru: ["локально (?:всё |все )?работает", "на (?:сервере|проде|продакшене)", "переменные окружения"],
    zh: ["本地(?:一切)?正常", "本地可以", "部署(?:到服务器)?后", "线上", "生产环境", "环境变量", "跨域"],
    ja: ["ローカルでは動く", "本番環境", "環境変数", "デプロイ(?:後|したら)"],
  },
  lost_direction: {
    en: [
      "(?:that'?s|that is|this is|this isn'?t|that isn'?t) not what I (?:asked|wanted|meant|said)",
      "(?:that|this) (?:isn'?t|wasn'?t) what I (?:asked|wanted|meant)",
      "not (?:at all |even close to |remotely )what I (?:asked|wanted|meant)",
      "I (?:didn'?t|did not|never) (?:ask|asked|request|requested|want|wanted|say|said)",
      "why did you (?:change|touch|remove|delete|rewrite|refactor|add|switch|move|replace|rebuild|redesign|migrate|convert|modify)",
      "why (?:did|would) you (?:do that|also)",
      "I (?:only|just) (?:asked|wanted|said|needed)",
      "I said only",
      "I asked (?:you )?(?:for|to) (?:one|a single|only|just)",
      "why is (?:the )?(?:whole|entire) \\w{1,20} (?:different|changed|gone)",
      "(?:only|just) the (?:one )?(?:button|field|typo|dockerfile|rename|toggle|headline|logo)",
      "(?:the )?original (?:goal|task|plan|request|ask)",
      "(?:was|were) never (?:the plan|part of|asked)",
      "where were we",
      "what were we (?:doing|working on)",
      "lost track of (?:what|the)",
      "lost sight of",
      "I just want (?:my|the) [^.!?\\n]{1,40} back",
      "(?:decided|thought) (?:we|it|I) needed",
      "(?:was|were) (?:just |only )?supposed to (?:add|fix|change|do)",
      "somewhere along the way",
      "how did we end up (?:with|building|doing|discussing)",
      "none of (?:that|this|those|it) (?:was|were) (?:needed|necessary|asked for|what I asked)",
      "(?:didn'?t|did not) (?:need|want|ask for) any of (?:that|those|this)",
      "(?:we|you) (?:keep )?(?:drift(?:ing|ed)?|wander(?:ing|ed)?) (?:away|off)",
      "(?:we|you) (?:already )?(?:agreed|decided)",
      "revert (?:everything|all) (?:except|but)",
      "undo the (?:refactor|rewrite|redesign|migration)",
      "stop adding",
      "(?:weren'?t|wasn'?t|not) part of (?:this|the task|what I asked)",
      "nobody asked for",
      "I never asked for",
    ],
    es: [
      "(?:eso|esto) no es lo que (?:te )?ped[ií]",
      "no te ped[ií]",
      "por qu[eé] (?:cambiaste|has cambiado|tocaste|reescribiste|borraste)",
      "solo quer[ií]a",
      "el objetivo (?:original|inicial)",
      "no es (?:para nada )?lo que (?:te |le )?(?:ped[ií]|quer[ií]a)",
      "(?:te|le) ped[ií] (?:que )?(?:solo|s[oó]lo|solamente|únicamente)",
      "cosas que no (?:te |le )?(?:ped[ií]|pido)",
      "por qu[eé] (?:cambia|cambió|toca|tocó|reescribe|reescribió|borra|borró)",
    ],
    de: [
      "das habe ich nicht (?:verlangt|gesagt|gewollt)",
      "warum hast du",
      "ich wollte nur",
      "(?:nur|bloß|lediglich) um [^.!?\\n]{0,50} gebeten",
      "um die ich nicht gebeten",
      "(?:überhaupt |gar )?nicht,? was ich (?:wollte|wollte|gemeint|verlangt)",
      "(?:ich )?(?:habe|hatte) (?:ihn|sie|es|die KI) (?:nur|bloß|lediglich) (?:gebeten|gefragt)",
      "(?:Dinge|Sachen), die ich nicht (?:verlangt|wollte|gesagt)",
      "(?:das )?ursprüngliche Ziel",
      "aus den Augen verloren",
    ],
    pt: [
      "eu não pedi",
      "não foi isso que (?:eu )?pedi",
      "por que você (?:mudou|alterou|trocou|mexeu)",
      "pedi (?:só|apenas)",
      "(?:eu )?(?:só|apenas) pedi",
      "não era isso",
      "não (?:é|era|foi) (?:nada )?(?:isso )?(?:o )?que eu (?:queria|pedi)",
      "eu (?:só|apenas) queria",
      "pedi (?:para|pra) (?:ele|ela|a IA)? ?(?:só|apenas|somente)",
      "coisas que (?:eu )?não pedi",
      "objetivo original",
    ],
    fr: [
      "ce n'est pas ce que j'ai demandé",
      "je n'ai (?:jamais|pas) demandé",
      "ce n'est pas (?:du tout |vraiment )?ce que (?:je voulais|je veux|j'ai demandé|je demandais)",
      "je voulais (?:juste|seulement|simplement)",
      "(?:devait|devais|fallait) (?:juste|seulement|simplement)",
      "je (?:lui|leur) ai (?:seulement|juste|simplement) demandé",
      "(?:des )?choses que je n'ai pas demandées",
      "pourquoi (?:as-tu|tu as|avez-vous) (?:changé|modifié|touché)",
      "objectif initial",
      "on s'est éloignés",
    ],
    ru: [
      `я (?:этого|такого) не просил${L}*`,
      "(?:совсем |вовсе )?не то,? что я (?:хотел|просил)",
      `зачем (?:ты|вы) (?:изменил${L}*|переписал${L}*|поменял${L}*|трогал${L}*)`,
      `исходн${L}+ задач${L}*`,
      "ушли от",
      `я (?:просил${L}*|попросил${L}*) (?:только|лишь|всего лишь)`,
    ],
    zh: [
      "我没让你",
      "我没有让你",
      "只是让(?:它|你)",
      "我只让",
      "不是我要的",
      "为什么要改",
      "为什么改了",
      "原来的目标",
      "跑题",
    ],
    ja: [
      "頼んでいません",
      "頼んでない",
      "頼んでいない",
      "頼んだだけ",
      "お願いしただけ",
      "なぜ.{0,20}(?:書き換え|変更し|変え)",
      "本来の目的",
      "依頼していない",
    ],
  },
  no_planning: {
    en: [
      "where (?:do|should|can) I (?:even )?(?:start|begin)",
      "(?:no|don'?t have (?:a|any)|have no|without (?:a|any)) (?:idea|clue) (?:where|how) to (?:start|begin)",
      "(?:don'?t|do not) know where to (?:start|begin)",
      "just (?:start coding|build it|start with whatever|code it)",
      "(?:there'?s|there is|I have|with) no (?:spec|plan|design|roadmap)",
      "(?:no spec|no plan)(?:,| and| at all)",
      "figure (?:it|things) out as we go",
      "(?:I )?(?:forgot|didn'?t think) about (?:the )?(?:backend|database|auth|users|roles|login|payments|accounts|permissions)",
      "never planned",
      "(?:didn'?t|did not|never) plan(?:ned)? (?:any of )?(?:this|it|anything)",
      "I just started(?: coding| building)?",
      "(?:build|do) it all",
      "all of it,? just build",
      "I just prompt as I go",
      "(?:third|3rd|fourth|fifth) rewrite of",
      "rebuilt (?:the )?\\w{1,20} (?:page )?(?:three|four|five|\\d+) times",
      "what should (?:I|we) build first",
      "vibe[- ]?cod(?:ing|ed)",
      "(?:should I have|I should have|should have) plann?ed",
      "no (?:overall )?(?:design|data model|architecture|spec|plan)(?:,| and| just)",
      "feature (?:after|by) feature",
      "as I think of them",
      "without (?:a |any )?(?:plan|spec|planning)",
    ],
    es: [
      "no s[eé] por d[oó]nde empezar",
      "sin planificar",
      "funci[oó]n (?:por|tras) funci[oó]n",
      "(?:sin|no tengo) (?:ning[uú]n )?plan",
      `app como ${L}+`,
      "construya entera",
    ],
    de: [
      "(?:weiß|weiss) nicht,? wo ich anfangen",
      "ohne (?:Plan|Planung|zu planen)",
      "Feature (?:für|nach) Feature",
      "keinen Plan",
      `App wie ${L}+`,
    ],
    pt: [
      "não sei por onde começar",
      "sem (?:planejar|plano|nenhum plano)",
      "funcionalidade (?:por|atrás de) funcionalidade",
      "por onde (?:eu )?(?:deveria|devia) ter começado",
      "(?:sem|não tenho) (?:nenhum )?planejamento",
      `(?:app|aplicativo) tipo ${L}+`,
      "tudo de uma vez",
    ],
    fr: [
      "par où commencer",
      "(?:pas de|aucun) plan",
      "sans (?:aucun )?(?:plan|planifier|réfléchir)",
      "fonctionnalité (?:par|après) fonctionnalité",
      `application comme ${L}+`,
      "tout coder",
    ],
    ru: [
      "с чего начать",
      "плана нет",
      "без (?:всякого |какого-либо )?плана",
      "нет (?:никакого )?плана",
      "приложение как",
      "всё сразу",
    ],
    zh: ["不知道从哪里开始", "从哪(?:里)?开始", "没有(?:任何)?规划", "没有计划", "类似.{1,10}的\\s?App"],
    ja: [
      "何から始めれば",
      "計画(?:なし|せず|も立てず|を立てず)",
      "どこから始め",
      "計画は(?:特に)?ありません",
      "みたいなアプリを作りたい",
    ],
  },
  complexity_overwhelm: {
    en: [
      "too (?:complicated|complex|big|much)(?: (?:for me|at once|in one (?:go|prompt)))?",
      "(?:I )?(?:don'?t|do not|no longer|can'?t|cannot) (?:understand|follow|review|test) (?:what (?:it|you|the agent) (?:did|changed|did anymore)|\\d+ files|any of it|all of this|my own app)",
      "I don'?t understand what (?:it|you) did",
      "(?:I'?m |I am )?(?:completely |totally )?(?:overwhelmed|lost)(?:\\.|,| and|$)",
      "I'?m (?:completely |totally )?lost",
      "can'?t (?:review|follow|keep up with|test) (?:all )?(?:\\d+|this|any|it|which)",
      "(?:no idea|don'?t know) what state (?:the code|it|this) is in",
      "what state is (?:this|it) in",
      "so many (?:changes|files)",
      "(?:way )?too much (?:at once|in one)",
      "getting too big",
      "can'?t find anything in it",
      "where do I even look",
      "(?:can'?t|cannot|don'?t|do not) (?:understand|maintain|follow|review)[^.!?\\n]{0,25} any of (?:it|this|that)",
      "(?:don'?t|do not) (?:even )?know what (?:half|most|any) of (?:these|this|the|it)",
      "out of my depth",
      "how am I supposed to (?:check|review|test|understand|know)",
      "(?:can'?t|cannot) (?:keep|hold) (?:all of )?(?:this|it|that|them|everything) in my head",
      "(?:too|so) many moving parts",
      "(?:can'?t|cannot) keep track of",
    ],
    es: [
      "demasiado complicado",
      "ya no entiendo (?:lo que|qué) (?:hizo|ha hecho)",
      "abrumad[oa]",
      "demasiados (?:archivos|cambios)",
      "demasiado complej[oa]",
      "no entiendo (?:c[oó]mo|qu[eé]|nada)",
    ],
    de: [
      "(?:zu|viel zu) (?:komplex|kompliziert)",
      "verstehe nicht mehr",
      "überfordert",
      "blicke? [^.!?\\n]{0,40}nicht mehr durch",
      "zu viele (?:Dateien|Abhängigkeiten|Änderungen|Baustellen)",
      "Kontext ist (?:ständig |immer )?voll",
    ],
    pt: [
      "complicado demais",
      "complexo demais",
      "grande demais",
      "(?:muito|demasiado) complexo",
      "não entendo mais",
      "sobrecarregad[oa]",
    ],
    fr: ["trop compliqué", "trop complexe", "je ne comprends plus", "débordé"],
    ru: [
      "слишком сложно",
      `не понимаю,? что (?:он|она|оно|ты) (?:сделал${L}*|изменил${L}*)`,
      "контекст (?:постоянно )?переполняется",
      "запутался",
      "не понимаю (?:собственный|свой|мой) проект",
      "слишком много (?:файлов|зависимостей|всего)",
    ],
    zh: ["太复杂", "看不懂(?:它|你)?做了什么", "上下文(?:也)?满了", "一次改了", "搞不清楚"],
    ja: ["複雑すぎ", "何をしたのか(?:もう)?理解できません", "コンテキスト.{0,10}上限", "一度に.{0,10}ファイル"],
  },
};

/** How the assistant apologises or promises a fix; counted only on the assistant's side. */
export const apologyPhrases: Partial<Record<PhraseLang, string[]>> = {
  en: [
    "you'?re (?:absolutely |completely |totally )?right",
    "I (?:sincerely )?apologi[sz]e",
    "(?:my )?apologies",
    "sorry (?:for|about) (?:the|that|this)",
    "this should (?:now )?(?:fix|resolve|solve) (?:it|the issue|the problem)",
    "should (?:work|be fixed) now",
    "I see the (?:issue|problem) now",
    "let me (?:try|fix) (?:again|that|this)(?: properly)?",
    "let me try a different approach",
    "I'?ll try a different approach",
  ],
  es: ["tienes (?:toda la )?raz[oó]n", "disculpa", "lo siento", "perd[oó]n"],
  de: ["du hast (?:völlig |vollkommen )?recht", `entschuldig${L}*`, "tut mir leid"],
  pt: ["você tem razão", "desculpe", "peço desculpas"],
  fr: ["vous avez raison", "tu as raison", "désolé", "toutes mes excuses"],
  ru: ["вы (?:абсолютно )?правы", "ты прав", "извините", "прошу прощения"],
  zh: ["你说得对", "抱歉", "对不起", "这次应该"],
  ja: ["おっしゃる通り", "申し訳", "すみません"],
};

const CJK: PhraseLang[] = ["zh", "ja"];

function compile(lists: Partial<Record<PhraseLang, string[]>>, cjk: boolean): RegExp | null {
  const parts: string[] = [];
  for (const [lang, list] of Object.entries(lists) as [PhraseLang, string[]][])
    if (CJK.includes(lang) === cjk) parts.push(...list);
  if (parts.length === 0) return null;
  const body = parts.join("|");
  return cjk ? new RegExp(`(?:${body})`, "i") : new RegExp(`(?<!${L}|[0-9_])(?:${body})(?!${L}|[0-9_])`, "i");
}

export interface PhraseMatcher {
  type: RescueTypeId;
  latin: RegExp | null;
  cjk: RegExp | null;
}

export const complaintMatchers: PhraseMatcher[] = (Object.keys(complaintPhrases) as RescueTypeId[]).map((type) => ({
  type,
  latin: compile(complaintPhrases[type], false),
  cjk: compile(complaintPhrases[type], true),
}));

export const apologyMatcher = { latin: compile(apologyPhrases, false), cjk: compile(apologyPhrases, true) };

/** One matcher for the union of several, to skip the lines that hold none of their phrases with one scan. */
export function phraseGate(matchers: { latin: RegExp | null; cjk: RegExp | null }[]) {
  const union = (list: (RegExp | null)[]) => {
    const sources = list.filter((r): r is RegExp => r !== null).map((r) => `(?:${r.source})`);
    return sources.length > 0 ? new RegExp(sources.join("|"), "i") : null;
  };
  return { latin: union(matchers.map((m) => m.latin)), cjk: union(matchers.map((m) => m.cjk)) };
}

/** Returns the first match of a phrase matcher in a line, or null. CJK patterns run only on lines with CJK. */
export function matchPhrase(m: { latin: RegExp | null; cjk: RegExp | null }, text: string, hasCjk: boolean) {
  // Phrases are sentences: a line without a space is a token, a hash or base64, never a complaint.
  const latin = text.includes(" ") ? (m.latin?.exec(text) ?? null) : null;
  return latin ?? (hasCjk ? (m.cjk?.exec(text) ?? null) : null);
}

export const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff]/;
