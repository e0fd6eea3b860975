export { useAccess } from "@/lib/billing";
