import {
  Award,
  Briefcase,
  Building2,
  Compass,
  Cpu,
  Crown,
  Film,
  GraduationCap,
  Layers,
  Lightbulb,
  Mic,
  Puzzle,
  Rocket,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/types';

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  briefcase: Briefcase,
  building: Building2,
  compass: Compass,
  cpu: Cpu,
  crown: Crown,
  film: Film,
  'graduation-cap': GraduationCap,
  layers: Layers,
  lightbulb: Lightbulb,
  mic: Mic,
  puzzle: Puzzle,
  rocket: Rocket,
  search: Search,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  wallet: Wallet,
};

interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in px. */
  size?: number;
  className?: string;
}

/** A decorative icon named in content; hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" size={size} strokeWidth={1.75} className={className} />;
}
