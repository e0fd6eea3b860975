// The words the session diagnosis (src/shared/domain/sessions/episodes.ts, decisions 0306 and 0337) looks for in a
// session's turns. Entries are regular-expression sources; the reader joins each list with "|" and matches it
// case-insensitively on text with accents folded away (so entries are written without accents).

/** The person saying the last attempt did not work (24 languages). */
export const SAID_FAILED: readonly string[] = [
  String.raw`\bstill\b.{0,40}\b(?:not|no|doesn'?t|don'?t|didn'?t|isn'?t|wasn'?t|aren'?t|won'?t|can'?t|cannot|couldn'?t|unable` +
    String.raw`|the same|same|fail\w*|broken|error\w*|wrong|incorrect|getting|see|seeing|shows?|happening|there|empty|blank|missing)\b` +
    // "still pointing to the old server", "still acting up": the thing still does what it did. "Still working" is
    // not a failure, and "still looking odd" is a view of a design being reworked turn by turn, not a failed fix.
    String.raw`|\bstill (?!working\b|looking\b)\w+ing\b` +
    String.raw`|\bthere(?:'?s| is| are) still\b` +
    // "It still only works when the piece is dragged": the attempt got part of the way (decision 0426).
    String.raw`|\bstill only\b` +
    // "the sections still have the old colours": the thing keeps what the attempt was to change ("still have to" asks;
    // "I still have a question" is the person's).
    String.raw`|(?<!\b(?:i|we|you) )\bstill (?:have|has)\b(?! to\b)`,
  // A word between is an adverb ("didn't really work"); after a determiner the word is a noun's ("not my changed
  // copy", "not the working branch"), no verb.
  String.raw`\b(?:didn'?t|did not|doesn'?t|does not|isn'?t|is not|wasn'?t|won'?t|will not|not|never)\s+` +
    String.raw`(?:(?!(?:my|your|his|her|its|our|their|the|a|an|this|that|these|those)\s)\w+\s+)?` +
    String.raw`(?:work\w*|fix\w*|help\w*|change\w*|solv\w*|load\w*|show\w*|appear\w*|display\w*|render\w*|resolv\w*` +
    String.raw`|affect\w*|effect\w*)`,
  // The agent's change said to have broken something: "after your changes the menu opens in the corner", "it regressed".
  // Only "your" changes, or "the last / latest / recent" ones (decision 0426): "after these changes are applied" is a
  // plan's.
  String.raw`\bafter (?:your (?:last |latest |recent )?|the (?:last|latest|recent) )(?:changes?|edits?|fix(?:es)?|updates?)\b|\bregressed\b` +
    String.raw`|\b(?:despues de|tras) tus cambios\b|\bdepois das suas (?:alteracoes|mudancas)\b` +
    String.raw`|\bapres (?:tes|vos) (?:modifications|changements)\b|\bnach (?:deinen|ihren) (?:anderungen|aenderungen)\b` +
    String.raw`|\bdopo le tue modifiche\b|после (?:твоих|ваших) (?:изменений|правок)|你改(?:了|完)之后|あなたの変更(?:の)?後`,
  // The person saying the thing the agent worked on will not do what it should ("it won't continue").
  String.raw`\b(?:it|this|that|they|app|page|button|site|server|build)\s+(?:still\s+)?(?:won'?t|doesn'?t|does not|didn'?t|did not` +
    String.raw`|can'?t|cannot)\s+(?:even\s+)?(?:start|run|open|compile|build|render|continu\w*|connect|save|submit|display|respond)\b`,
  // The person saying the agent misunderstood them: the attempt answered another request.
  String.raw`\byou (?:have |'ve )?(?:misunderst\w*|got (?:it|me) wrong)\b|\bthat'?s not what i (?:meant|mean)\b` +
    String.raw`|\b(?:no me entendiste|entendiste mal|voce nao entendeu|entendeu errado|(?:tu as|vous avez) mal compris)\b` +
    String.raw`|\b(?:du hast|sie haben) (?:mich )?(?:falsch verstanden|missverstanden)\b|\b(?:hai capito male|non hai capito)\b` +
    String.raw`|(?:ты|вы) (?:меня )?не (?:понял|поняли)|неправильно понял|你(?:理解错了|误解了|没理解)|不是这个意思|誤解して|そういう意味じゃ`,
  // The agent's changes said not to have been made or applied.
  String.raw`\b(?:changes?|edits?|modifications?|updates?) (?:were|was|have|has|are|is)(?:n'?t| not)(?: been)? (?:made|done|applied|saved)\b` +
    String.raw`|\b(?:alteracoes|mudancas|modificacoes) nao foram (?:feitas|aplicadas|salvas)\b` +
    String.raw`|\b(?:los )?cambios no se (?:aplicaron|hicieron|guardaron)\b|\bmodifications n'ont pas ete (?:appliquees|faites|enregistrees)\b` +
    String.raw`|\banderungen wurden nicht (?:ubernommen|gemacht|angewendet|gespeichert)\b|修改(?:没有|没)(?:保存|应用)|改动(?:没有|没)(?:生效|保存)`,
  // The person opening their message by saying what they meant: the attempt answered something else.
  String.raw`^\W*(?:no[,.!]?\s+)?(?:i meant|what i meant)\b|^\W*(?:no[,.!]?\s+)?(?:quise decir|me referia|eu quis dizer` +
    String.raw`|je voulais dire|ich meinte|intendevo)\b|^\W*(?:нет[,.!]?\s+)?я имел в виду|^\W*(?:不是[，,]?\s*)?我(?:的意思)?是说|^\W*私が言ったのは`,
  String.raw`\bsame (?:error|issue|problem|result|thing|output|message|exception|bug)\b`,
  // "Nope, this has no visible changed": the person's answer to an attempt, opened by turning it down (decision 0417).
  String.raw`^\W*nope\b`,
  // The trouble said to remain after the attempts, beside "the issue persists" above: "despite previous attempts",
  // "remains unresponsive", "has no effect", "no longer works".
  String.raw`\b(?:remains?|remained)\s+(?:completely\s+|totally\s+)?(?:broken|unresponsive|the same|blank|empty|unchanged)\b` +
    String.raw`|\bdespite (?:the |my |your |all |our )?(?:previous |earlier |last |recent )?(?:attempts?|changes|fixes|updates)\b` +
    String.raw`|\b(?:has|had|have) no effect\b|\bno longer (?:works?|respond\w*)|(?:проблема|ошибка) осталась|問題が残`,
  // What the agent gave them to run hung or timed out (a command, a page, the app).
  String.raw`\b(?:hung|hangs|froze|freezes|timed out|times out)\b|\bse (?:cuelga|colgo|congela|congelo|trava|travou)\b` +
    String.raw`|\bhangt\b|\bsi blocca\b|завис(?:ла|ло|ли|ает|ают|(?=[\s.,!]|$))|卡住|卡死|固まっ|フリーズ|멈춰`,
  String.raw`\b(?:error|fail\w*|broken|wrong|crash\w*|same)\s+again\b|\bagain\b.{0,20}\b(?:error|fail\w*|same|broken|wrong)\b`,
  String.raw`\bnothing (?:changed|happens|happened|works)\b|\bno change\b` +
    String.raw`|\b(?:don'?t|do not|can'?t|cannot|didn'?t) see (?:a |any |the )?(?:change|difference)` +
    String.raw`|\bkeeps? (?:fail\w*|crash\w*|giving|showing|saying|doing|happening)\b|\byou (?:keep|kept)\b`,
  // The trouble persisting or remaining ("the issue persists", "the log remains"): a fix that did not take. "It
  // persists" only at the end of a sentence (code persists data); an error page's "if this problem persists" is not.
  String.raw`(?<!\bif (?:the |this |that )?)\b(?:problem|issue|error|bug|log|warning|crash|behaviou?r|same)s? (?:still )?(?:persist(?:s|ed)?|remains?)\b` +
    String.raw`|\b(?:it|this|that) (?:still )?(?:persists|remains)(?=\s*(?:[.!,;:]|$))` +
    String.raw`|\b(?:problema|probleme|erreur|error|erro|errore|fallo|falha|bug) (?:todavia |toujours |ainda |ancora )?persiste\b` +
    String.raw`|\bbesteht (?:weiterhin|immer noch)\b|\bbleibt bestehen\b` +
    String.raw`|(?:проблема|ошибка) (?:вс[её] ещ[её] )?(?:сохраняется|оста[её]тся)|依旧|持续存在|解消されない|계속 (?:발생|나)`,
  String.raw`\bsigue\b|\b(?:todavia|aun) no\b|\botra vez\b|\bmismo (?:error|problema)\b|\bno funciona\b|\bno (?:se )?arregl`,
  String.raw`\bainda (?:nao|da|esta|continua)\b|\bde novo\b|\bmesmo (?:erro|problema)\b|\bnao funciona\b|\bcontinua (?:dando|com|sem)\b`,
  String.raw`\btoujours (?:pas|la meme|le meme|une erreur|rien)\b|\bmeme (?:erreur|probleme)\b` +
    String.raw`|\b(?:ne |n')(?:marche|fonctionne) (?:toujours )?pas\b`,
  String.raw`\bimmer noch\b|\bschon wieder\b|\b(?:gleiche|selbe|derselbe) (?:fehler|problem)\b` +
    String.raw`|\b(?:funktioniert|geht|klappt|stimmt|passt) (?:immer noch |noch immer |noch )?nicht\b`,
  String.raw`\bancora (?:non|lo stesso|la stessa|errore)\b|\bstesso (?:errore|problema)\b|\bnon funziona\b`,
  String.raw`вс[её] ещ[её]|опять|снова|та[\s-]же (?:ошибка|проблема)|то же самое|не работает|не помогл|не исправ`,
  // "还是" (still) and a "not" later in the same clause, as "still … not" reads in English.
  String.raw`还是(?:不|没|报错|一样|有问题|出现|失败|无效)|还是[^，。,.!?！？\n]{1,8}(?:不|没)|仍然|依然|又(?:出现|报错|错|失败)|(?:同样|一样)的(?:错误|问题)` +
    String.raw`|没(?:有)?(?:用|效果|变化|解决)|不起作用|还是无法|(?:不行|无效|不管用|不好使)(?=[，。！!,.\s]|$)` +
    String.raw`|(?:就|又|还是|直接)崩溃` +
    // "still blank", "still like this", "still shows …"; "no change", "not shown", "not taking effect", "not yet fixed".
    String.raw`|还是(?:空白|白屏|这样|那样|提示|老样子)|没(?:有)?(?:改变|显示|生效|出来)|还没(?:有)?(?:修改|修|改|弄|搞|解决)?好` +
    // The trouble persisting, in traditional characters ("同樣的問題仍存在", "the same problem still exists"): "still",
    // "again", "the same error" (decision 0426).
    String.raw`|仍(?:存在|有(?:問題|问题|錯誤|错误))|還是(?:不|沒|報錯|一樣|有問題|出現|失敗|無效)|還是[^，。,.!?！？\n]{1,8}(?:不|沒)` +
    String.raw`|依舊|又(?:出現|報錯|錯|失敗)|(?:同樣|一樣)的(?:錯誤|問題)|還是無法`,
  String.raw`まだ(?:エラー|動かない|直って|同じ|表示され)|また(?:同じ|エラー)|同じ(?:エラー|問題)|(?:動か|直ら|変わら|解決し)ない` +
    // The polite forms: "does not work", "could not be solved", "has not been fixed", "is not shown".
    String.raw`|(?:動き|直り|変わり)ません|(?:解決|解消|改善|反映|修正)(?:され|でき|し)(?:てい)?ません|(?:直|治)っていません` +
    String.raw`|(?:表示|起動|実行)(?:され|でき)(?:てい)?ません`,
  String.raw`여전히|아직도|같은 (?:에러|오류|문제)|안 ?(?:돼|되네|됨)|작동하지 않`,
  String.raw`ما زال|لا يزال|مرة أخرى|نفس (?:الخطأ|المشكلة)|لا يعمل|ยังไม่|ไม่ได้ผล|เหมือนเดิม`,
  // Czech, Catalan, Indonesian, Vietnamese (its own accents kept: folding leaves most of them) and Persian.
  String.raw`\bnefunguj\w*|\bporad (?:ne|to same|stejn)|\bstale (?:ne|stejn)|\bzase (?:chyba|nefung|stejn)|\bstejna chyba\b` +
    String.raw`|\bnepomohlo\b|\bencara no\b|\bsegueix (?:sense|fallant|igual|donant)|\bmateix error\b|\bun altre cop\b`,
  String.raw`\bmasih (?:error|gagal|tidak|belum|sama)\b|\btidak (?:berfungsi|jalan|bisa)\b|\bbelum (?:berhasil|jalan|bisa)\b` +
    String.raw`|\berror lagi\b|\bvẫn (?:lỗi|không|chưa|bị)|\bkhông (?:hoạt động|chạy|được)|\blại lỗi` +
    String.raw`|هنوز (?:کار نمی|خطا|درست نشد)|کار نمی ?کند|درست نشد|دوباره (?:خطا|همان)`,
  // Turkish (its dotless ı kept: folding leaves it): "still … not", "does not work", "same error", "error again".
  String.raw`\bhala\b.{0,60}(?:m[ıiuü]yor|yok\b|hata|sorun|problem|ayn[ıi]\b|olmad[ıi])` +
    String.raw`|\b(?:cal[ıi]sm[ıi]yor|duzelmedi|ise yaramad[ıi])|\bayn[ıi] (?:hata|sorun|problem)|\b(?:yine|tekrar|gene) hata`,
  // Polish (its ł kept: folding leaves it): "does not work", "still not / still nothing", "again an error", "the same
  // error", "did not help", "nothing changed".
  String.raw`\bnie dzia[lł]a\w*|\b(?:nadal|wciaz|dalej|ciagle) (?:nie\b|nic\b|jest b[lł]ad|ten sam|to samo\b)` +
    String.raw`|\b(?:znowu|znow) (?:b[lł]ad|nie\b|to samo\b|ten sam)|\bten sam (?:b[lł]ad|problem)\b|\bnie pomog[lł]o\b` +
    String.raw`|\bnic sie nie zmieni[lł]o\b|\bbez zmian\b`,
  // Danish and Norwegian, Swedish, Dutch (æ and ø kept: folding leaves them): "does not / did not work", "still an
  // error / still not", "the same error", "did not help".
  String.raw`\b(?:virker|virket|virkede|fungerer|fungerte|fungerede|funker|funket|funkede)(?: stadig| fortsat| fortsatt| enda)? (?:ikke|ikkje)\b` +
    String.raw`|\b(?:stadig|stadigv(?:æ|ae)k|fortsat|fortsatt|fremdeles) (?:ikke\b|ikkje\b|fejl|feil|det samme|samme)` +
    String.raw`|\bsamme (?:fejl|feil|problem)\b|\b(?:fejl|feil) igjen\b|\b(?:fejl|feil) igen\b|\bhjalp (?:ikke|ikkje)\b`,
  String.raw`\b(?:fungerar|funkar|fungerade|funkade)(?: fortfarande)? inte\b|\bfortfarande (?:inte\b|fel\b|samma|ett fel)` +
    String.raw`|\bsamma (?:fel|problem)\b|\bhjalpte inte\b|\bingen (?:skillnad|forandring)\b`,
  String.raw`\b(?:werkt|werkte|functioneert)(?: nu| nog steeds| nog altijd| nog| echt)? niet\b` +
    String.raw`|\bnog (?:steeds|altijd) (?:niet\b|een fout|dezelfde|fout|kapot|hetzelfde)|\b(?:dezelfde|zelfde) (?:fout|foutmelding|error)\b` +
    String.raw`|\bhetzelfde probleem\b|\bweer (?:een )?(?:fout|error)\b|\b(?:helpt|hielp) niet\b`,
  // The person saying the agent goes round in circles: the loop named by the one who sees it.
  String.raw`\b(?:going|go|running|walking) (?:round |around )?in circles\b|\b(?:you'?re|you are|we'?re|we are) (?:stuck )?in a loop\b` +
    String.raw`|\ben circulos\b|\bem circulos\b|\btourne(?:r|s|z)? en rond\b|\bim kreis\b|\bin tondo\b` +
    String.raw`|(?:ты|вы) зациклил|по кругу|原地打转|绕圈|兜圈|堂々巡り|제자리`,
];

/**
 * The person saying the last attempt worked ("that worked", "it works now", in 17 languages): the working fix is seen
 * (labelling guide). Read only where the same message does not say something failed.
 */
export const SAID_WORKED: readonly string[] = [
  // "to see if it worked" asks; it does not say.
  String.raw`(?<!\b(?:if|whether) )\b(?:that|it|this)(?: finally| now)? (?:worked|works|is working|'?s working|fixed it` +
    String.raw`|did the trick)\b` +
    String.raw`|\b(?:works|working) now\b|\b(?:it'?s|it is|that'?s) (?:fixed|working) now\b`,
  String.raw`\bya funciona\b|\bfunciona (?:bien|perfecto|perfectamente)\b|\bfuncionou\b|\bja funciona\b`,
  String.raw`\b(?:ca|cela) (?:marche|fonctionne)(?! pas)\b|\b(?:es|das) (?:funktioniert|klappt)(?! nicht| noch nicht)\b` +
    String.raw`|\bora funziona\b|\bfunziona (?:bene|perfettamente)\b`,
  String.raw`заработало|теперь работает|вс[её] работает|(?:修|改)?好了(?![吗么?？])|成功了|解决了|正常了|動いた|直った|いけた` +
    String.raw`|해결됐|درست شد|ได้แล้ว`,
  // Polish, Danish and Norwegian, Swedish, Dutch: "it works now".
  String.raw`\b(?:teraz|juz) dzia[lł]a\b|\b(?:det|den) (?:virker|fungerer|funker|fungerar|funkar) (?:nu|na)\b` +
    String.raw`|\bnu (?:virker|fungerer|fungerar|funkar) det\b|\b(?:het )?werkt nu\b(?! niet)|\bhet werkt\b(?! niet| nog)`,
];

/**
 * The person saying the agent went against what they had asked: "I told you", "as I said", "you ignored", "without
 * my approval" (a failed attempt too; it names `lost_direction`).
 */
export const IGNORED_INSTRUCTION: readonly string[] = [
  String.raw`\bi (?:already )?(?:told|asked) you\b|\bas i (?:said|told you)\b|\byou (?:ignored|forgot)\b`,
  String.raw`\b(?:i )?(?:did ?n[o']t|never) ask(?:ed)? (?:you )?(?:for|to)\b|\bnot what i (?:asked|wanted|said)\b`,
  String.raw`\bwithout my (?:confirmation|approval|permission)\b`,
  // What was agreed, not done: "like you were supposed to", "i thought we were going to …", "hemos dicho" (decision 0417).
  String.raw`\b(?:like|as) you were (?:supposed|told|asked) to\b|\bi thought we (?:were going to|agreed)\b` +
    String.raw`|\bwe (?:already )?(?:said|agreed)\b|\bwe keep mentioning\b`,
  String.raw`\bhemos dicho\b|\bhabiamos (?:dicho|acordado|quedado)\b`,
  String.raw`\bya te (?:dije|pedi)\b|\bcomo (?:te )?dije\b|\bte (?:dije|pedi)\b|\bcomo eu disse\b|\beu (?:disse|pedi)\b`,
  String.raw`\bje (?:te |vous )?l'ai (?:deja )?dit\b|\bcomme je (?:l'ai dit|disais)\b|\bje t'ai (?:dit|demande)\b`,
  String.raw`\bwie (?:ich )?(?:gesagt|schon gesagt)\b|\bcome (?:ti )?ho detto\b|\bti ho (?:detto|chiesto)\b`,
  String.raw`я (?:же )?(?:говорил|просил)|как я (?:сказал|говорил)|я же (?:сказал|просил|писал)`,
  String.raw`我(?:已经)?(?:说过|说了|告诉过你)|言った(?:よね|でしょ|じゃん)?|言いました|말했(?:잖아|는데)|ฉัน(?:บอก|สั่ง)|قلت لك`,
];

/**
 * The person asking the agent why it did what it did ("why tf are you editing generated code!", "why did you get rid
 * of all the Part.from_text calls?"): read for the type only, in a turn the agent answers by admitting it was wrong,
 * where the question is a correction of what it worked on (decision 0408).
 */
export const CHALLENGED: readonly string[] = [
  String.raw`\bwhy (?:the (?:hell|fuck) |tf |on earth |on god'?s earth )?(?:are|did|would|were) you\b`,
];

/**
 * The person asking, in a few words, to fix what is broken ("fix", "fix the errors", "修复问题", "エラーを修正して"):
 * read only in a short message right after an attempt of the agent's, where it says the attempt left it broken.
 */
export const FIX_REQUEST: readonly string[] = [
  // Imperatives only: "fixed", "corrigé", "solucionado", "已修复" say it was fixed.
  String.raw`\b(?:fix|repair)\b(?! (?:it )?(?:myself|later))`,
  String.raw`\b(?:arreglalo|arregla|corrige|corrigelo|soluciona|corrija|conserte|arrume|corrigez|repare|reparez|behebe` +
    String.raw`|korrigiere|repariere|correggi|ripara|duzelt|duzeltin)\b|исправь|почини`,
  String.raw`(?<![已经])(?:修复|修正)(?![了好完しさ済中])|(?:解决|修理)(?:一下|问题|错误)|(?:直|修正)して(?:ください|ほしい|下さい)?(?![いおあ])` +
    String.raw`|고쳐 ?줘|수정해 ?줘`,
];

/**
 * An error named by its word ("this error", "same error", "エラーが発生しました"): a short message that only names one,
 * right after an attempt, points at an error the attempt left (shown in a screenshot or paste the export may not keep).
 */
export const NAMES_ERROR: readonly string[] = [
  String.raw`\b(?:errors?|erreurs?|errores|fehler|errore|errori|erros?|hata|b[lł][eę]d\w*|fout(?:en)?|fejl)\b`,
  String.raw`ошибк|错误|報錯|报错|錯誤|エラー|오류|에러`,
];

/**
 * The person giving the problem up ("forget about that", "never mind", "算了", "もういい"): read right after an
 * attempt of the agent's, the attempt did not get there and the person stopped asking for it.
 */
export const GAVE_UP: readonly string[] = [
  String.raw`\b(?:forget (?:about )?(?:it|that|this)|never ?mind|(?:i )?give up|giving up)\b`,
  String.raw`\b(?:olvidalo|olvida eso|dejemoslo|esquece|deixa pra la|laisse tomber|vergiss (?:es|das)|lass (?:es|das) sein` +
    String.raw`|lascia(?:mo)? (?:perdere|stare))\b|забудь|оставим это`,
  String.raw`算了|先不管|不管它|放弃|别管了|もういい|諦め|あきらめ|포기|그만 ?두자`,
];

/**
 * A message that only tells the agent to go on ("continue", "继续", "続けて"): it asks for nothing new, so a session
 * that ends on such messages ends where the work it continues stood. Matched against the whole message.
 */
export const CONTINUE_ONLY: readonly string[] = [
  String.raw`^\W*(?:(?:please|ok|okay),? )?(?:continue|go on|keep going|proceed|continua|continue[sz]?|weiter|mach weiter` +
    String.raw`|продолж\w*|继续|繼續|続けて(?:ください)?|계속(?:해)?)\W*$`,
];

/**
 * The person forbidding a change ("don't change the imports", "stop adding …"): in a turn where they reported a
 * failure it says the agent went against what they asked (names `lost_direction`); alone it is an instruction, not
 * a failure.
 */
export const PROHIBITION: readonly string[] = [
  String.raw`\b(?:do not|don'?t|never|stop) (?:try (?:and |to )?)?` +
    String.raw`(?:chang|touch|modif|delet|remov|rewrit|implement|commit|answer|repl|add)\w*`,
  // The same prohibitions in other languages, imperatives only ("no cambia" says it does not change) (decision 0378):
  // "no toques", "não mexa", "ne touche pas", "nicht ändern", "non toccare", "не трогай", "不要改", "触るな",
  // "変更しないで", "건드리지 마".
  String.raw`\bno (?:lo |la |los |las )?(?:cambies|toques|modifiques|borres|elimines|reescribas|agregues|anadas)\b` +
    String.raw`|\bdeja de (?:cambiar|tocar|modificar|borrar)\b`,
  String.raw`\bnao (?:mude|mexa|mexe|toque|altere|modifique|apague|remova|delete|adicione|reescreva)\b`,
  String.raw`\bne (?:touche|modifie|change|supprime|efface|reecri|ajoute|remplace)\w* (?:pas|plus|jamais|rien)\b` +
    String.raw`|\bne (?:pas|plus|jamais) (?:toucher|modifier|changer|supprimer|effacer|reecrire|ajouter|remplacer)\b` +
    String.raw`|\barrete[sz]? de (?:toucher|modifier|changer|supprimer|reecrire|ajouter)\b`,
  String.raw`\bnicht (?:mehr )?(?:andern|verandern|anfassen|beruhren|loschen|entfernen|umschreiben|hinzufugen)\b` +
    String.raw`|\b(?:verandere|losche|entferne|fass|beruhre) (?:\S+ ){0,4}nicht\b`,
  String.raw`\bnon (?:toccare|modificare|cambiare|cancellare|rimuovere|eliminare|riscrivere|aggiungere)\b`,
  String.raw`не (?:трогай|меняй|изменяй|удаляй|переписывай|добавляй|трогать|менять|изменять|удалять)`,
  String.raw`(?:不要|别|不准|不许|禁止)再?(?:改|动|碰|修改|删除|删|重写|添加)`,
  String.raw`(?:触る|さわる|いじる|変える|変更する|修正する|削除する|消す|書き換える|追加する|使う|インストールする)な(?![いかくけしさらどのんべ])` +
    String.raw`|(?:変更|修正|削除|編集|追加|インストール)しないで|(?:触ら|さわら|いじら|変え|消さ|使わ)ないで`,
  String.raw`(?:건드리|수정하|변경하|바꾸|삭제하|지우|추가하)지 ?마`,
];

/**
 * The person undoing what the agent changed, with the tool's own command (Aider's `/undo` and `/git checkout`,
 * `restore`, `reset`, `revert`; Claude Code's `/rewind`): the attempt was rejected.
 */
export const UNDID: readonly string[] = [
  String.raw`^\s*/(?:undo|rewind)\b|^\s*/git (?:checkout|restore|reset|revert)\b`,
];

/** The agent opening its answer by admitting the last attempt was wrong ("You're right", "I apologize"). */
export const ADMITTED: readonly string[] = [
  String.raw`^\W*(?:you'?re (?:absolutely |completely )?right|i apologi[sz]e|(?:i'?m |so )?sorry|my (?:apologies|mistake|bad)` +
    String.raw`|apologies)\b`,
  String.raw`^\W*(?:tienes (?:toda la )?razon|lo siento|disculpa|perdon|tens razao|voce tem razao|desculp|vous avez raison` +
    String.raw`|tu as raison|desole|du hast recht|sie haben recht|entschuldig|hai ragione|mi scuso|scusa)`,
  String.raw`^\W*(?:вы правы|ты прав|извин|прошу прощения|您说得对|你说得对|抱歉|对不起|すみません|申し訳|ご指摘の通り|おっしゃる通り` +
    String.raw`|죄송|맞습니다)`,
];

/**
 * The agent saying, inside its own reply, that what it just tried failed and it tries again ("let's try again", "a
 * different approach", "still having issues"): said three times in one reply, the agent is looping on its own.
 */
export const AGENT_RETRIED: readonly string[] = [
  String.raw`\btry(?:ing)? (?:it |this |that )?again\b|\bone more time\b|\b(?:different|final|last) (?:approach|attempt|try)\b`,
  String.raw`\b(?:still|persistent(?:ly)?) (?:having|fail\w*|getting|seeing|issues?|errors?|problems?)\b` +
    String.raw`|\b(?:didn'?t|did not|doesn'?t|does not|still not) work\w*`,
  String.raw`\bintent(?:emos|are|o) (?:de nuevo|otra vez)\b|\botro enfoque\b|\bsigue fallando\b|\btentar novamente\b` +
    String.raw`|\boutra abordagem\b|\bessayons (?:a nouveau|encore)\b|\bune autre approche\b|\berneut versuchen\b` +
    String.raw`|\banderen ansatz\b|\briprov\w*|\bapproccio diverso\b`,
  String.raw`попроб\w* (?:ещ[её] раз|снова|друг)|друг(?:ой|им) подход|再试一次|重新尝试|换(?:一)?(?:种|个)(?:方法|方式|思路)` +
    String.raw`|仍然(?:失败|报错|存在)|もう一度(?:試|実行)|別の(?:方法|アプローチ)|다시 시도|다른 방법`,
];

/**
 * A coding tool's own notices about the files it keeps track of (Aider's repository map and chat files: "Repo-map
 * can't include …", "…: file not found error", "…: unable to read: …", "Unable to use tags cache …"). Printed beside
 * the answers whenever a file it lists is missing, they are no run's output and no attempt's result: the tool's own
 * warnings, read past as the labelling guide reads them (decision 0384). The tool prints them in English only.
 */
export const TOOL_FILE_NOTICE: readonly string[] = [
  String.raw`^\s*repo-map can'?t include\b|^\s*unable to (?:use tags cache|read)\b`,
  String.raw`^\s*\S.*: (?:file not found error|unable to read:)`,
  // Claude Code's notice that a file was written or edited (its path may name an error: `NetworkError.swift`).
  String.raw`^\s*file created successfully at:|^\s*the file \S.* has been (?:updated|created)\b`,
];

/** Errors that say the request was too big for the model (capacity, not the tool's own failure). */
export const CAPACITY: readonly string[] = [
  String.raw`context (?:length|size|window)|maximum context|too many tokens|token limit`,
  String.raw`exceeds? (?:the )?(?:available |maximum )?(?:context|token)|prompt is too long|input is too long`,
];

/**
 * An agent's reply that is only the service failing (the model never answered): asking again after it retries the
 * tool, not the agent, and two such replies are the same failing service, not the agent repeating itself.
 */
export const SERVICE_FAILED: readonly string[] = [
  String.raw`^\W*(?:API Error|Request failed|Connection error|Network error)\b|\bmalformed response\b`,
  String.raw`\b(?:rate limit(?:ed)? (?:exceeded|reached|error)|rate_limit_error|overloaded_error|quota exceeded)\b`,
  // The account's credit or quota used up, or a model id the provider does not serve: no model answered.
  String.raw`\bcredit balance is too low\b|\binsufficient_quota\b|\bresource_exhausted\b|\bquota will reset\b` +
    String.raw`|\binvalid model\b|\bmodel_not_found\b`,
];

/**
 * What a coding tool prints about its own housekeeping, not about the work: Aider's repository map skipping a file
 * and its own git steps failing ("Unable to commit", "Unable to add", then the git command and its error), Claude Code refusing a write to a file it has
 * not read. It comes back after every change whatever the change was, so it says nothing of whether a fix worked.
 */
export const TOOL_NOTICE: readonly string[] = [
  String.raw`\brepo-map can't include\b|^\W*unable to (?:commit|add)\b`,
  // Its git steps' failures as GitPython reports them, the git command and git's own error on lines of their own.
  String.raw`^\s*(?:cmdline: git\b|stderr: ')`,
  String.raw`\bfile has not been read yet\b`,
  // Claude Code's record of the person turning a tool call down: their choice, not a run that failed (decision 0414).
  String.raw`\bthe user doesn'?t want to proceed with this tool use\b`,
  // Claude Code's note under a plan the person accepted, sent as their message: "If you need specific details from
  // before exiting plan mode (like exact code snippets, error messages, …), read the full transcript at: …".
  String.raw`\bdetails from before exiting plan mode\b`,
];

/**
 * What a build tool prints after any failure, naming none of it: Maven's help footer ("[ERROR] -> [Help 1]", "Re-run
 * Maven using the -X switch …") and rustc's hint to explain an error code. Printed the same whatever failed, it is
 * no error that came back (decision 0414).
 */
export const BUILD_FOOTER: readonly string[] = [
  String.raw`^\W*\[error\] (?:-> \[help \d+\]|\[help \d+\] http|to see the full stack trace of the errors` +
    String.raw`|re-run maven using|for more information about the errors and possible solutions)`,
  String.raw`^\W*for more information about (?:this|an) error, try\b`,
];

/**
 * An API, option or name the code used that is not there, as an error or the person names it: an unknown
 * attribute, type member, export, flag or option (names `ai_hallucination`, labelling guide). A missing module or
 * program is left out: it is as often not installed as invented.
 */
export const INVENTED: readonly string[] = [
  String.raw`\bhas no (?:attribute|member|exported member|property|method)\b|\bno member named\b`,
  String.raw`\bdoes not provide an export\b|\bno such (?:method|option|function)\b`,
  String.raw`\bcannot find (?:name|symbol)\b|\bunknown (?:option|flag|argument|field)\b`,
  String.raw`\bundefined (?:method|function)\b|\bunrecognized (?:option|argument|arguments)\b`,
];

/**
 * The person saying something the agent used or claimed does not exist, or that a claimed fix was not one. Read in
 * the person's own words only: an error that says a value is not a function or a resource does not exist ("The
 * meeting you're trying to join does not exist") is a bug the attempts keep failing on, not an invention
 * (decision 0365).
 */
export const SAID_INVENTED: readonly string[] = [
  String.raw`\bis not a function\b|\bdoes ?n[o']t exist\b`,
  String.raw`\b(?:made (?:it )?up|invent(?:ed|ing)|hallucinat\w*)\b|\byou (?:said|claimed|say) (?:it|this|that)? ?(?:was |is )?(?:fixed|done|working)\b`,
  String.raw`不存在|没有这个|存在しない|не существует|нет такого|no existe|n'existe pas|nao existe`,
  // "You made it up", "you said it was fixed", in other languages.
  String.raw`\b(?:te lo )?inventaste\b|\bdijiste que (?:ya )?(?:estaba|esta|funcionaba|funciona)\b|\binventou\b` +
    String.raw`|\bvoce disse que (?:ja )?(?:estava|esta|funcionava|funciona)\b|\btu (?:as )?invente\b` +
    String.raw`|\btu (?:as|m'as) dit que (?:c'?etait|c'?est|ca) (?:corrige|regle|bon|fait|marche)` +
    String.raw`|\b(?:du hast|sie haben) (?:das |es )?erfunden\b|\b(?:du hast|sie haben) gesagt,? (?:es|das) (?:sei|ist|war)` +
    String.raw` (?:behoben|gefixt|erledigt|fertig)|\b(?:te lo sei|hai) inventato\b|\bhai detto che (?:era|e) (?:risolto|sistemato)` +
    String.raw`|ты (?:это )?(?:выдумал|придумал)|ты сказал,? что (?:вс[её] )?(?:исправ|работает|готово)|编造|瞎编|胡编` +
    String.raw`|你(?:说|说过)(?:已经)?(?:修复|修好|解决|好了)|でっち上げ|捏造|直ったと言|지어낸|고쳤다고 했`,
];
/**
 * Where two systems meet: auth and tokens, authentication errors, CORS, keys and environment variables, connections
 * refused, certificates, HTTP headers refused, gateways, port forwarding (names `integration_issues` when the failure
 * that repeats says it).
 */
export const BOUNDARY: readonly string[] = [
  String.raw`\bcors\b|access-control-allow|\b(?:401|403)\b|\bunauthori[sz]ed\b|\bforbidden\b|\boauth\b|\bapi[ _-]?key\b`,
  String.raw`\b(?:access|auth|bearer|refresh|id)[ _-]?token\b|\bcredentials?\b|\becon(?:nrefused|nreset)\b|\benotfound\b`,
  String.raw`\bconnection (?:refused|reset|timed out)\b|\brefused to connect\b|\bcertificate\b|\bssl\b|\bwebhook\b`,
  String.raw`\benvironment variables?\b|\benv(?:ironment)? var\w*\b|токен|авториз|令牌|跨域|認証`,
  // An authentication error, by the name code gives it (`AuthError`, `AuthenticationException`, `NotAuthorized…`,
  // `UNAUTHENTICATED`) or in words: signing in to another system is a boundary.
  String.raw`auth(?:entication|ori[sz]ation)?_?(?:error|exception)|notauthori[sz]ed|unauthenticated` +
    String.raw`|\bauthentication (?:failed|error)|\b(?:error|fallo) de autenticacion|\bautenticacion fallida` +
    String.raw`|\b(?:falha|erro) (?:de|na) autenticacao|\bechec (?:de l'|d')authentification|\berreur d'authentification` +
    String.raw`|\bauthentifizierung(?:sfehler| fehlgeschlagen)|\bautenticazione fallita|\berrore di autenticazione` +
    String.raw`|аутентификац|认证失败|身份验证失败|인증 ?(?:실패|오류)`,
  // An HTTP request's header the other side refuses, and the gateway between a deployed app and its server.
  String.raw`invalid[ _-]?(?:http[ _-]?)?header|\bbad gateway\b|\bgateway time-?out\b|\bservice unavailable\b`,
  // Port forwarding between a host and a device, emulator or container (decision 0356).
  String.raw`\bport[ -]?forward\w*|redireccion de puertos|redirection de ports?|portweiterleitung|проброс\w* порт\w*` +
    String.raw`|端口(?:转发|映射)|ポート(?:フォワード|転送)|포트 ?포워딩`,
];

/**
 * The person's own turn showing the work runs in a build or deploy environment (containers, a server reached over
 * SSH, a cluster; a CI service, a host, a cloud and its provisioning): in a turn that reports the failure it names
 * `integration_issues` ("build and deploy environments", labelling guide; decisions 0356, 0416). Commands and
 * names, so one list serves every language.
 */
export const DEPLOY_ENVIRONMENT: readonly string[] = [
  String.raw`\bdocker[ -]compose\b|\bkubectl\b|\bssh\s+(?:-\S+\s+)*[\w.-]+@[\w.-]+`,
  String.raw`\b(?:github actions|gh actions|vercel|netlify|heroku|terraform|gcp|gcloud|aws|azure|iam)\b`,
  // A native module or binary built for another runtime or system than the one loading it (Node's ABI number, an ELF
  // binary of another platform, a C library too old, a GPU the build has no kernel for): the build environment
  // (decision 0434).
  String.raw`\bnode_module_version\b|compiled against a different node|invalid elf header|wrong elf class` +
    String.raw`|\bglibc_?[0-9.]+'? not found|no kernel image is available for execution`,
];

/** Where Claude Code's Edit result starts showing the edited lines back (`cat -n` style), after its notice. */
export const CLAUDE_EDIT_ECHO = "Here's the result of running `cat -n` on a snippet of the edited file:";

/** Where a Spec Kit command's prompt (github/spec-kit: /speckit.analyze, /speckit.implement, …), sent as the person's
 * message, turns from the person's input to the toolkit's own instructions ("Abort with an error message if …",
 * `ERROR "No feature description provided"`): what follows is the template's text, never a run's output or a report
 * (decision 0435). The toolkit writes it in English only. */
export const SPEC_KIT_TEMPLATE = /^You \*\*MUST\*\* consider the user input before proceeding\b/m;
/** The fence around the person's input in a Spec Kit prompt, and its placeholder when the command was sent bare.
 * The heading above it stays: a command sent bare is a message, not one without words. */
export const SPEC_KIT_INPUT_FRAME = /^```(?:text)?\s*$|\$ARGUMENTS/gm;

/** Codex's apply_patch refusing a patch that does not match the file: the edit never applied, nothing ran (decision
 * 0428). The tool prints it in English only. */
export const PATCH_NOT_APPLIED =
  /^\s*(?:apply_patch verification failed\b|error: (?:failed to find expected lines|invalid (?:hunk|patch)))/i;
