import { useQueryClient } from "@tanstack/react-query";
import {
  ClipboardList,
  CreditCard,
  History,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  Settings,
  Sparkles,
  User,
} from "lucide-react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/lib/paths";
import { sessionQueryKey, signOut } from "@/api/auth";
import { toast } from "@/lib/toast-store";
import { cn } from "@/lib/cn";

/** Every place an account has, so no URL ever has to be typed: one list for the menu and the command palette. */
export const accountPages = [
  { to: paths.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { to: paths.sessions, label: "Sessions", icon: History },
  { to: paths.plans, label: "Plans", icon: ClipboardList },
  { to: paths.conversations, label: "Wizard conversations", icon: MessagesSquare },
  { to: paths.generated, label: "Generated prompts", icon: Sparkles },
  { to: paths.profile, label: "Profile", icon: User },
  { to: paths.settings, label: "Settings", icon: Settings },
  { to: paths.billing, label: "Billing", icon: CreditCard },
] as const;

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const ok = await signOut().then(
      () => true,
      () => false,
    );
    if (!ok) {
      toast({
        title: "Sign out failed",
        description: "Please check your connection and try again.",
        variant: "destructive",
      });
      return;
    }
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
    navigate(paths.landing);
  };
}

/** The avatar in the header: a Radix menu, so arrows, Home/End, typeahead and Escape work and it is announced. */
export function AccountMenu({ name, email }: { name: string; email: string }) {
  const navigate = useNavigate();
  const handleSignOut = useSignOut();
  const display = name.trim() || email;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          "grid size-9 place-items-center rounded-full bg-gradient-to-br from-violet-600",
          "to-fuchsia-600 text-sm font-semibold text-white focus-visible:outline-2",
          "focus-visible:outline-offset-2 focus-visible:outline-ring",
        )}
        aria-label={`Account menu for ${display}`}
        title={display}
        data-testid="account-menu"
      >
        {display.charAt(0).toUpperCase()}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{name.trim() || "Your account"}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountPages.map(({ to, label, icon: Icon }) => (
            <DropdownMenuItem key={to} onSelect={() => navigate(to)}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
