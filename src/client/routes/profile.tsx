import { ProfilePage } from "@/features/account/components/profile-page";
import { ProfileSubscription } from "@/features/billing/components/profile-subscription";

export function ProfileRoute() {
  return <ProfilePage subscription={<ProfileSubscription />} />;
}
