import { LifeBuoy, Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useAuthDialog } from "@/lib/auth-dialog";
import { RateLimitedError, useCurrentUser } from "@/api/auth";
import { toast } from "@/lib/toast-store";
import { ThemeToggle } from "./theme-toggle";

// Radix menu code loads only for signed-in visitors: the header ships on every page (decision 0084).
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

const nav = [
  { to: paths.problems, label: "Rescue" },
  { to: paths.aiWizard, label: "Wizard" },
  { to: paths.projectPlanner, label: "Planner" },
  { to: paths.customPrompts, label: "Prompts" },
  { to: paths.templates, label: "Templates" },
  { to: paths.pricing, label: "Pricing" },
];

export function Header() {
  const { user, isPending, error } = useCurrentUser();
  const rateLimitShown = useRef(false);
  useEffect(() => {
    if (!error) {
      rateLimitShown.current = false;
      return;
    }
    // A rate limit is told once, not again at every try of the backoff.
    if (error instanceof RateLimitedError) {
      if (rateLimitShown.current) return;
      rateLimitShown.current = true;
      toast({ title: "Please wait a moment", description: error.message });
      return;
    }
    toast({ title: "Sign-in problem", description: error.message, variant: "destructive" });
  }, [error]);
  const authDialog = useAuthDialog();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link
          to={paths.landing}
          className="flex items-center gap-2 font-semibold tracking-tight"
          aria-label="Unstuck home"
        >
          <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
            <LifeBuoy className="size-5" aria-hidden="true" />
          </span>
          <span className="text-lg">Unstuck</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {nav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground",
                  isActive && "text-foreground",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {user ? (
            <Suspense fallback={<div className="size-9 rounded-full bg-muted" aria-hidden="true" />}>
              <AccountMenu name={user.name ?? ""} email={user.email} />
            </Suspense>
          ) : (
            // Invisible while the session loads, unless a prerendered page's boot script already knows the
            // visitor is signed out (`html[data-signed-out]`, decision 0230): the same elements either way.
            <div className="contents" data-session-pending={isPending || undefined}>
              <Button variant="ghost" size="sm" onClick={() => authDialog.open("login")}>
                Sign In
              </Button>
              <Button size="sm" onClick={() => authDialog.open("signup-choice")} className="hidden sm:inline-flex">
                Sign Up
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={open ? "Close menu" : "Open menu"}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen(!open)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Main" className="border-t px-4 py-2 lg:hidden">
          {nav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted"
            >
              {item.label}
            </NavLink>
          ))}
          {!user && (
            <button
              type="button"
              className="block w-full rounded-md px-3 py-2.5 text-left text-sm font-medium hover:bg-muted"
              onClick={() => {
                setOpen(false);
                authDialog.open("signup-choice");
              }}
            >
              Sign Up
            </button>
          )}
        </nav>
      )}
    </header>
  );
}
