import { toast } from "@/lib/toast-store";

/** Copies with the templates screen's toasts (spec section 8); resolves to whether it worked. */
export async function copyTemplateText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to clipboard" });
    return true;
  } catch {
    toast({ title: "Failed to copy", description: "Please copy the text manually.", variant: "destructive" });
    return false;
  }
}
