import { Crown, Lock, Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { paths } from "@/lib/paths";
import { proMonthlyPlan } from "@shared/content/plans";
import { customGeneratorCardCopy } from "@shared/content/ui/rescue";

/** Pro-badged entry to the Custom Prompt Generator; others get an upsell dialog. */
export function CustomGeneratorCard({ entitled }: { entitled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-primary/40 bg-gradient-to-br from-primary/10 to-transparent">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Custom Prompt Generator</CardTitle>
          <Badge variant="pro">
            <Crown aria-hidden="true" />
            Pro
          </Badge>
        </div>
        <CardDescription>Prompts written for your language, tool, code and error messages.</CardDescription>
      </CardHeader>
      <CardContent>
        {entitled ? (
          <Button asChild className="w-full">
            <Link to={paths.customPrompts}>
              <Sparkles aria-hidden="true" />
              Generate Custom Prompts
            </Link>
          </Button>
        ) : (
          <Button className="w-full" onClick={() => setOpen(true)}>
            <Lock aria-hidden="true" />
            Unlock Custom Prompts
          </Button>
        )}
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Unlock the Custom Prompt Generator</DialogTitle>
            <DialogDescription>{customGeneratorCardCopy.unlock(proMonthlyPlan.displayPrice)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Maybe Later
            </Button>
            <Button asChild>
              <Link to={paths.checkout("pro_monthly")}>
                <Crown aria-hidden="true" />
                Upgrade Now
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
