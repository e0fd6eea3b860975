import { CornerDownLeft, FileText, LogIn, LogOut, Search, Wrench } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { getProblemType, problemTypes } from "@shared/content/problem-types";
import { ProblemIcon } from "@/components/problem-icon";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { authDialog } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";
import { accountPages, useSignOut } from "./account-menu";

interface Command {
  id: string;
  label: string;
  group: "Pages" | "Your account" | "Start a rescue" | "Legal";
  keywords?: string;
  icon: React.ReactNode;
  run: () => void;
}

const publicPages = [
  { to: paths.landing, label: "Home", keywords: "landing start" },
  { to: paths.problems, label: "Rescue: choose a problem", keywords: "problems stuck" },
  { to: paths.aiWizard, label: "AI Wizard", keywords: "chat diagnose" },
  { to: paths.projectPlanner, label: "Project Planner", keywords: "plan agents" },
  { to: paths.customPrompts, label: "Custom Prompt Generator", keywords: "generate prompts" },
  { to: paths.templates, label: "Prompt Templates", keywords: "library" },
  { to: paths.pricing, label: "Pricing", keywords: "pro upgrade plans trial" },
];
const legalPages = [
  { to: paths.terms, label: "Terms of Service" },
  { to: paths.privacy, label: "Privacy Policy" },
  { to: paths.refund, label: "Refund Policy" },
  { to: paths.cookiePolicy, label: "Cookie Policy" },
];

/** Problem types are started on the problems page, which reads the choice from navigation state (not the URL). */
export interface StartRescueState {
  startRescue?: string;
}

export function CommandPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const id = useId();

  const commands = useMemo<Command[]>(() => {
    const go = (to: string, state?: StartRescueState) => () => navigate(to, state ? { state } : undefined);
    const list: Command[] = publicPages.map((p) => ({
      id: p.to,
      label: p.label,
      keywords: p.keywords,
      group: "Pages",
      icon: <FileText aria-hidden="true" />,
      run: go(p.to),
    }));
    if (user) {
      for (const p of accountPages)
        list.push({
          id: p.to,
          label: p.label,
          group: "Your account",
          icon: <p.icon aria-hidden="true" />,
          run: go(p.to),
        });
      list.push({
        id: "sign-out",
        label: "Sign out",
        group: "Your account",
        icon: <LogOut aria-hidden="true" />,
        run: () => void signOut(),
      });
    } else {
      list.push({
        id: "sign-in",
        label: "Sign in",
        group: "Your account",
        keywords: "log in account",
        icon: <LogIn aria-hidden="true" />,
        run: () => authDialog.open("login"),
      });
    }
    for (const type of problemTypes) {
      list.push({
        id: `rescue-${type.id}`,
        label: type.id === "custom" ? "Describe your own problem" : type.title,
        group: "Start a rescue",
        keywords: `${type.strategy} ${type.symptoms.join(" ")}`,
        icon:
          type.id === "custom" ? (
            <Wrench aria-hidden="true" />
          ) : (
            <ProblemIcon type={getProblemType(type.id)} size="sm" />
          ),
        run: go(paths.problems, { startRescue: type.id }),
      });
    }
    for (const p of legalPages)
      list.push({ id: p.to, label: p.label, group: "Legal", icon: <FileText aria-hidden="true" />, run: go(p.to) });
    return list;
  }, [navigate, user, signOut]);

  const needle = text.trim().toLowerCase();
  const shown = needle
    ? commands.filter((c) => `${c.label} ${c.group} ${c.keywords ?? ""}`.toLowerCase().includes(needle))
    : commands;
  const current = Math.min(active, Math.max(0, shown.length - 1));

  const run = (command: Command | undefined) => {
    if (!command) return;
    onClose();
    command.run();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((current + 1) % Math.max(1, shown.length));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((current - 1 + shown.length) % Math.max(1, shown.length));
    } else if (e.key === "Enter") {
      e.preventDefault();
      run(shown[current]);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="top-[10%] max-w-xl translate-y-0 gap-0 p-0 sm:p-0" aria-describedby={`${id}-hint`}>
        <DialogHeader className="sr-only">
          <DialogTitle>Command palette</DialogTitle>
          <DialogDescription id={`${id}-hint`}>Type to filter, arrow keys to move, Enter to open.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2 border-b px-4">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <input
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={shown[current] ? `${id}-${current}` : undefined}
            aria-autocomplete="list"
            aria-label="Go to a page or start a rescue"
            className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            placeholder="Go to a page or start a rescue…"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul id={`${id}-list`} role="listbox" aria-label="Commands" className="max-h-[60vh] overflow-y-auto p-2">
          {shown.length === 0 && <li className="px-3 py-6 text-center text-sm text-muted-foreground">No matches.</li>}
          {shown.map((command, i) => (
            <li
              key={command.id}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === current}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm [&_svg]:size-4 [&_svg]:shrink-0",
                i === current && "bg-muted",
              )}
              onMouseMove={() => setActive(i)}
              onClick={() => run(command)}
            >
              <span className="grid size-6 place-items-center text-muted-foreground">{command.icon}</span>
              <span className="min-w-0 flex-1 truncate">{command.label}</span>
              <span className="text-xs text-muted-foreground">{command.group}</span>
              {i === current && <CornerDownLeft className="text-muted-foreground" aria-hidden="true" />}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

const shortcuts = [
  { keys: ["/"], what: "Focus the search field (or open the command palette)" },
  { keys: ["?"], what: "Show this list" },
  { keys: ["Ctrl", "K"], alt: ["⌘", "K"], what: "Command palette: every page and every problem type" },
  { keys: ["1", "…", "9"], what: "In a rescue session: copy that prompt" },
  { keys: ["M"], what: "In a rescue session: copy the whole rescue as Markdown" },
  { keys: ["Esc"], what: "Close a dialog or menu" },
];

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work anywhere except while you type in a field.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 text-sm">
          {shortcuts.map((s) => (
            <div key={s.what} className="flex items-center justify-between gap-4 rounded-md border px-3 py-2">
              <dt className="flex shrink-0 items-center gap-1">
                {s.keys.map((k) => (
                  <kbd key={k} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {k}
                  </kbd>
                ))}
                {s.alt && <span className="sr-only">or Command K</span>}
              </dt>
              <dd className="text-right text-muted-foreground">{s.what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
