import { Bot, Check, Copy, User } from "lucide-react";
import { Fragment, memo } from "react";
import type { ChatMessage } from "@shared/schemas/wizard";
import { WIZARD_QUESTION_COUNT } from "@shared/schemas/wizard";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { type Block, parseBlocks, parseInline } from "../rich-text";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        part.kind === "bold" ? (
          <strong key={i} className="font-semibold">
            {part.text}
          </strong>
        ) : part.kind === "code" ? (
          <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] [overflow-wrap:anywhere]">
            {part.text}
          </code>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** A code block; prompts and commands get a copy button ('Copied to clipboard!' for 2 s). */
function CodeBlock({ lang, text, label }: { lang: string; text: string; label: string }) {
  const { copied, copy: copyText } = useCopyToClipboard();
  const copy = () => copyText(text);
  const isPrompt = lang === "prompt";
  return (
    <div
      className={cn("overflow-hidden rounded-md border", isPrompt ? "border-primary/40 bg-primary/5" : "bg-muted/60")}
    >
      <div className="flex items-center justify-between gap-2 border-b px-3 py-1.5">
        <span className="text-xs font-medium text-muted-foreground">
          {isPrompt ? "Prompt for your assistant" : lang === "bash" ? "Commands" : "Code"}
        </span>
        <Button
          size="sm"
          variant="ghost"
          className="h-7 px-2"
          onClick={copy}
          aria-label={copied ? "Copied to clipboard!" : `Copy ${label}`}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? "Copied to clipboard!" : "Copy"}</span>
        </Button>
      </div>
      <pre className="p-3 text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
        <code>{text}</code>
      </pre>
    </div>
  );
}

function RichContent({ content, labelPrefix }: { content: string; labelPrefix: string }) {
  const blocks = parseBlocks(content);
  // Each copy button is named after the heading above it ("Copy prompt for Step 2: ...").
  const headings = blocks.reduce<string[]>(
    (acc, block, i) => [...acc, block.kind === "heading" ? block.text : (acc[i - 1] ?? labelPrefix)],
    [],
  );
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      {blocks.map((block: Block, i) => {
        if (block.kind === "heading") {
          return (
            <h3 key={i} className="text-base font-semibold">
              <InlineText text={block.text} />
            </h3>
          );
        }
        if (block.kind === "code")
          return (
            <CodeBlock
              key={i}
              lang={block.lang}
              text={block.text}
              label={`${block.lang === "prompt" ? "prompt" : "commands"} for ${headings[i]}`}
            />
          );
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={i} className={cn("space-y-1 pl-5", block.ordered ? "list-decimal" : "list-disc")}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <InlineText text={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i} className="whitespace-pre-line [overflow-wrap:anywhere]">
            <InlineText text={block.text} />
          </p>
        );
      })}
    </div>
  );
}

export const ChatMessageBubble = memo(function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.type === "user";
  return (
    <li
      className={cn("flex gap-2 sm:gap-3", mine ? "flex-row-reverse" : "flex-row")}
      data-testid={mine ? "user-message" : "wizard-message"}
    >
      <div
        className={cn(
          "mt-1 grid size-7 shrink-0 place-items-center rounded-full",
          mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
        aria-hidden="true"
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </div>
      <div
        className={cn(
          "min-w-0 max-w-[calc(100%-2.25rem)] rounded-lg sm:max-w-[85%] px-3 py-2 sm:px-4 sm:py-3",
          mine ? "bg-primary text-primary-foreground" : "border bg-card",
        )}
      >
        <span className="sr-only">{mine ? "You said:" : "Wizard:"}</span>
        {message.questionIndex !== undefined && (
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-primary">
            Question {message.questionIndex + 1} of {WIZARD_QUESTION_COUNT}
            {message.reask ? ", asked again" : ""}
          </p>
        )}
        {mine ? (
          <>
            <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</p>
            {message.unfit && (
              <p className="mt-1 text-xs opacity-90" data-testid="unfit-answer">
                Not used as the answer: asked again below.
              </p>
            )}
          </>
        ) : (
          <RichContent content={message.content} labelPrefix="this message" />
        )}
      </div>
    </li>
  );
});

export function TypingIndicator() {
  return (
    <li className="flex gap-2 sm:gap-3" data-testid="typing-indicator">
      <div className="mt-1 grid size-7 shrink-0 place-items-center rounded-full bg-muted" aria-hidden="true">
        <Bot className="size-4" />
      </div>
      <div className="flex items-center gap-1 rounded-lg border bg-card px-4 py-3" role="status">
        <span className="sr-only">The wizard is typing…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-muted-foreground/70"
            style={{ animationDelay: `${delay}ms` }}
            aria-hidden="true"
          />
        ))}
      </div>
    </li>
  );
}
