#!/usr/bin/env bash
# Makes every media file of the site under apps/web/public/media, from nothing but
# ffmpeg filter graphs and ImageMagick drawing: no stock footage, no downloads.
#
#   scripts/make-media.sh              # everything
#   scripts/make-media.sh brand cases  # only some parts
#
# Parts: brand awards sound backgrounds reel showcase cases variants samples readme
# Needs: apt-get install -y ffmpeg imagemagick fonts-dejavu-core sox
#        (fonts-dejavu-extra gives the light, italic and condensed weights; without it the
#        script falls back to the core weights. sox is not required: audio is made by ffmpeg.)
# The output is deterministic for a given ffmpeg / ImageMagick / libwebp / x264 version.
set -euo pipefail
export LC_NUMERIC=C

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/apps/web/public/media"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/make-media.XXXXXX")"
[ -n "${KEEP_WORK:-}" ] || trap 'rm -rf "$WORK"' EXIT
FPS=24

log() { printf '\033[1;33m[media]\033[0m %s\n' "$*" >&2; }
die() { printf '[media] error: %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------- tools ---------------
command -v ffmpeg >/dev/null || die "ffmpeg is missing (apt-get install -y ffmpeg)"
IM=""
for c in magick /usr/bin/convert-im6.q16 /usr/bin/convert convert; do
  if command -v "$c" >/dev/null 2>&1 && "$c" -version 2>/dev/null | grep -q 'ImageMagick'; then IM="$c"; break; fi
done
[ -n "$IM" ] || die "ImageMagick is missing (apt-get install -y imagemagick)"
im() { "$IM" "$@"; }
FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)

DJ=/usr/share/fonts/truetype/dejavu
font() { for f in "$@"; do [ -f "$DJ/$f" ] && { echo "$DJ/$f"; return; }; done; die "no DejaVu font among: $*"; }
F_SANS=$(font DejaVuSans.ttf)
F_BOLD=$(font DejaVuSans-Bold.ttf)
F_LIGHT=$(font DejaVuSans-ExtraLight.ttf DejaVuSans.ttf)
F_COND=$(font DejaVuSansCondensed-Bold.ttf DejaVuSans-Bold.ttf)
F_SERIF=$(font DejaVuSerif.ttf)
F_SERIFB=$(font DejaVuSerif-Bold.ttf)
F_SERIFI=$(font DejaVuSerif-Italic.ttf DejaVuSerif.ttf)
F_SERIFBI=$(font DejaVuSerif-BoldItalic.ttf DejaVuSerif-Bold.ttf)

WEBP=(-strip -quality 72 -define webp:method=6)
X264=(-c:v libx264 -preset slow -pix_fmt yuv420p -profile:v high -x264-params aq-mode=3
  -movflags +faststart -map_metadata -1 -fflags +bitexact)

want() { # is a part selected on the command line?
  [ ${#PARTS[@]} -eq 0 ] && return 0
  local p; for p in "${PARTS[@]}"; do [ "$p" = "$1" ] && return 0; done; return 1
}
PARTS=("$@")

# ---------------------------------------------------------------- colour grading ------
# A "look" is a grey-level field drawn by geq and coloured through a gradient map: the map
# is a Hald CLUT made from a list of colour stops (dark to light), applied by haldclut.
hald() { # hald NAME COLOUR...
  local name=$1; shift
  local args=() prev="" c
  for c in "$@"; do [ -n "$prev" ] && args+=("gradient:$prev-$c"); prev=$c; done
  im -size 64x1 "${args[@]}" +append -resize '256x1!' "$WORK/pal_$name.png"
  im hald:8 -colorspace gray "$WORK/pal_$name.png" -clut "$WORK/hald_$name.png"
}

# Field expressions. In every one: ld(0),ld(1) = x,y centred and divided by the short side
# (so one look fits 16:9, 3:2 and 9:16), ld(2) = phase angle that loops once per @D@ seconds.
# Only st/ld slots 0..9 exist in ffmpeg expressions.
declare -A LOOK

LOOK[sunset]='
st(0,X/W);st(1,Y/H);st(2,2*PI*(T+@O@)/@D@);
st(3,0.5+0.06*sin(ld(2)));
st(8,if(lt(ld(1),0.62),ld(1),1.24-ld(1)));
st(4,0.09+0.57*pow(ld(8)/0.62,2.6));
st(4,ld(4)*(1-0.18*pow(0.5+0.5*sin(ld(8)*26+1.6*sin(ld(0)*3.2+ld(2))+ld(0)*1.5),6)*between(ld(8),0.25,0.6)));
st(5,0.32*exp(-(pow(ld(0)-ld(3),2)*1.0+pow(ld(8)-0.585,2)*3.2)/0.010)+0.14*exp(-(pow(ld(0)-ld(3),2)*0.6+pow(ld(8)-0.6,2)*2)/0.08));
st(6,ld(4)+ld(5)+0.025*sin(ld(0)*5+ld(1)*4+ld(2))*ld(8));
255*clip(if(lt(ld(1),0.62),ld(6),
 st(9,ld(1)-0.62);
 st(7,0.5+0.5*sin(1.1/(ld(9)+0.012)+2.2*sin(ld(0)*7+ld(2))+sin(ld(0)*17-ld(2))*0.5-3*ld(2)));
 st(6,exp(-pow(ld(0)-ld(3),2)/(0.002+ld(9)*0.02)));
 (ld(4)*0.7+ld(5)*0.3)*(0.45+0.55*pow(ld(7),2))*(1-ld(9)*1.9)+0.5*ld(6)*pow(ld(7),3)*(1-ld(9)*2.2)
),0,0.92)'

LOOK[violet]='
st(3,hypot(ld(0)-0.32,ld(1)+0.04));
st(5,pow(0.5+0.5*sin(ld(0)*3.2+ld(1)*2.0+1.7*sin(ld(1)*3.1-ld(0)*1.3+ld(2))+2*ld(2)),6));
st(6,pow(0.5+0.5*sin(ld(0)*2.1-ld(1)*3.3+1.3*sin(ld(0)*2.7+ld(2)*2)-ld(2)),10));
st(7,pow(0.5+0.5*cos(ld(3)*30-6*ld(2)),28)*exp(-ld(3)*2.2)*(0.55+0.45*sin(atan2(ld(1)+0.04,ld(0)-0.32)*2+ld(2))));
st(4,atan2(ld(1)-0.75,ld(0)+1.1));
st(8,pow(max(0,cos((ld(4)+0.55+0.22*sin(ld(2)))*5)),40)*0.9+pow(max(0,cos((ld(4)+0.35-0.18*sin(2*ld(2)+1))*6)),60)*0.7);
st(8,ld(8)*(0.9+0.4*ld(1)));
st(9,0.14+0.14*(1-hypot(ld(0),ld(1)))+0.34*ld(5)+0.24*ld(6)+0.42*ld(7)+0.26*ld(8));
255*clip(ld(9),0,0.97)'

LOOK[imax]='
st(3,atan2(ld(0),1.05-ld(1)));st(4,hypot(ld(0),1.05-ld(1)));
st(5,0.5*pow(0.5+0.5*sin(ld(3)*23+0.5*sin(ld(2))),5)+0.45*pow(0.5+0.5*sin(ld(3)*41-1.3+0.6*sin(ld(2)+1)),9)+0.4*pow(0.5+0.5*sin(ld(3)*67+2-0.4*sin(2*ld(2))),14));
st(5,ld(5)*exp(-pow(ld(3),2)*2.2)*(0.35+0.65*exp(-pow(ld(4)-0.5,2)*2)));
st(3,1.5/min(W,H));
st(6,clip((0.74-abs(ld(0)))/ld(3),0,1)*clip((ld(1)+0.44-0.08*pow(ld(0),2))/ld(3),0,1)*clip((0.06+0.05*pow(ld(0),2)-ld(1))/ld(3),0,1));
st(4,hypot(ld(0)-0.22,ld(1)-0.75-0.03*sin(ld(2)))-0.8);
st(9,if(lt(ld(4),0),0.2+0.12*exp(ld(4)*20)+0.05*sin(ld(0)*9+ld(1)*5+ld(2)),0.36+0.06*sin(ld(0)*3-ld(2))+0.2*exp(-ld(4)*6))+0.42*exp(-pow(ld(4),2)/0.0006)+0.12*exp(-abs(ld(4))*12));
st(7,0.16*exp(-pow(max(abs(ld(0))-0.74,0),2)*30-pow(max(abs(ld(1)+0.19)-0.25,0),2)*50));
st(8,0.05+ld(7)+ld(5)*0.55);
st(8,ld(8)*(1-ld(6))+ld(6)*max(ld(9),ld(8)*0.5));
st(4,floor((ld(0)+0.037)/0.13));st(9,mod(ld(0)+0.037,0.13)-0.065+0.018*sin(ld(4)*12.9898));
st(7,0.032+0.006*sin(ld(4)*78.233));
st(7,max(clip((ld(7)-hypot(ld(9),(ld(1)-0.27+0.012*sin(ld(4)*4.1))*0.9))/ld(3),0,1),clip((1-hypot(ld(9)/0.072,(ld(1)-0.355)/0.05))/(ld(3)*14),0,1)+clip((ld(1)-0.355)/ld(3),0,1)*clip((0.072-abs(ld(9)))/ld(3),0,1)));
st(8,ld(8)*(1-ld(7))+0.02*ld(7));
st(4,floor((ld(0)+0.1)/0.165));st(9,mod(ld(0)+0.1,0.165)-0.0825+0.02*sin(ld(4)*41.7));
st(7,0.043+0.007*sin(ld(4)*19.19));
st(7,max(clip((ld(7)-hypot(ld(9),(ld(1)-0.385+0.015*sin(ld(4)*7.3))*0.9))/ld(3),0,1),clip((1-hypot(ld(9)/0.088,(ld(1)-0.485)/0.062))/(ld(3)*12),0,1)+clip((ld(1)-0.485)/ld(3),0,1)*clip((0.088-abs(ld(9)))/ld(3),0,1)));
st(8,ld(8)*(1-ld(7)));
255*clip(ld(8),0,1)'

LOOK[electra]='
st(3,ld(1)+0.06);st(9,abs(ld(3))+0.004);
st(4,0.09/ld(9));
st(5,ld(0)/ld(9)*0.11);
st(6,floor(ld(5)/0.07));st(7,ld(5)/0.07-ld(6)-0.5);
st(8,mod(abs(sin(ld(6)*12.9898+if(lt(ld(3),0),7.1,0))*43758.5453),1));
st(7,exp(-pow(ld(7)*3.2,2)*2)*pow(0.5+0.5*sin(ld(4)*(0.35+0.3*ld(8))-(3+2*floor(ld(8)*3))*ld(2)+ld(8)*40),1.6)*gt(ld(8),0.25)*if(lt(ld(3),0),0.55*gt(ld(8),0.55),1)*(0.6+0.4*ld(8)));
st(7,ld(7)*(1-exp(-ld(9)*7))*exp(-pow(ld(0),2)*0.5));
st(9,0.12+0.12*exp(-abs(ld(3))*7)+0.45*exp(-pow(ld(3),2)/0.0006-pow(ld(0),2)*1.5)+0.06*(1-abs(ld(0))));
st(9,ld(9)+1.25*ld(7));
255*clip(ld(9),0,1)'

LOOK[festival]='
st(3,1.5/min(W,H));
st(9,0.06+0.3*pow(clip((ld(1)+0.5)/0.62,0,1),2.2)+0.05*pow(0.5+0.5*sin(ld(0)*173+sin(ld(1)*91)*40),60)*lt(ld(1),-0.1));
st(4,hypot(ld(0),ld(1)+0.1));
st(5,0.62+0.3*clip((-0.1-ld(1))/0.3*0.5+0.5,0,1));
st(6,clip((0.3-ld(4))/ld(3),0,1)*(1-gt(ld(1),-0.1)*clip((0.5+0.5*sin((ld(1)+0.1)*70-ld(2)*2)-0.25-(ld(1)+0.1)*2.2)*8,0,1)));
st(9,ld(9)*(1-ld(6))+ld(5)*ld(6)+0.28*exp(-max(ld(4)-0.3,0)*9)*(1-ld(6)));
st(7,0.12-0.035*abs(sin(ld(0)*3.1+0.6))-0.025*abs(sin(ld(0)*7.3+1.1))-0.01*abs(sin(ld(0)*19)));
st(9,if(gt(ld(1),ld(7)),0.05+0.1*exp(-(ld(1)-ld(7))*30),ld(9)));
st(8,atan2(ld(0)+0.9,0.5-ld(1))-0.45-0.25*sin(ld(2)));
st(5,atan2(ld(0)-0.9,0.5-ld(1))+0.45+0.25*sin(ld(2)+1.3));
st(9,ld(9)+lt(ld(1),ld(7))*(0.22*pow(max(0,cos(ld(8)*9)),60)+0.22*pow(max(0,cos(ld(5)*9)),60))*(0.4+0.6*clip(ld(1)+0.5,0,1)));
st(4,ld(1)-0.12);
st(8,if(gt(ld(4),0),0.11/ld(4),0));
st(5,exp(-pow((mod(ld(0)*ld(8)*1.2,0.5)-0.25)/(0.01+0.004*ld(8)),2)/2)+exp(-pow((mod(ld(8)-ld(2)/PI,0.5)-0.25)/(0.012*ld(8)+0.008),2)/2));
st(9,if(gt(ld(4),0),0.05+0.18*exp(-ld(4)*14)+0.6*ld(5)*exp(-ld(8)*0.25)*(1-exp(-ld(4)*40)),ld(9)));
255*clip(ld(9),0,1)'

LOOK[taqueria]='
st(3,1.5/min(W,H));
st(7,if(gt(H,W),0.42,0.26));
st(4,hypot(ld(0),ld(1)+0.06));st(5,atan2(ld(1)+0.06,ld(0)));
st(9,0.3+0.1*clip(sin(ld(5)*14+ld(2))*6,-1,1)+0.12*exp(-ld(4)*2.5)-0.1*clip(ld(4)-0.4,0,1));
st(6,clip((0.17-ld(4))/ld(3),0,1));
st(8,clip((0.215-ld(4))/ld(3),0,1)*clip((ld(4)-0.19)/ld(3),0,1));
st(9,ld(9)*(1-ld(6))+ld(6)*(0.86+0.1*clip(-(ld(1)+0.06)/0.17,-1,1))+ld(8)*(0.78-ld(9)));
st(9,ld(9)+0.18*exp(-pow(max(ld(4)-0.17,0),2)*60)*(1-ld(6)));
st(4,ld(1)-ld(7)+0.012*sin(ld(0)*9+ld(2)));
st(5,floor(ld(4)/0.045));
st(6,mod(ld(5),6));
st(8,if(eq(ld(6),0),0.22,if(eq(ld(6),1),0.88,if(eq(ld(6),2),0.55,if(eq(ld(6),3),0.12,if(eq(ld(6),4),0.72,0.42))))));
st(8,ld(8)+0.05*gt(mod(ld(4),0.045),0.038)*(1-2*gt(ld(8),0.5))+0.03*sin(ld(0)*160)*lt(mod(ld(4),0.045),0.006));
st(9,if(gt(ld(4),0),ld(8),ld(9)*(1-0.5*exp(ld(4)*40))));
255*clip(ld(9),0,1)'

LOOK[creamery]='
st(3,1.5/min(W,H));
st(4,(ld(1)+0.07*sin(ld(0)*4.2+ld(2))+0.035*sin(ld(0)*9.5-2*ld(2)+ld(1)*3))*14);
st(9,0.62+0.16*sin(ld(4))+0.06*sin(ld(4)*2+1));
st(5,clip((sin(ld(4)*0.5+0.8)-0.55)*6,0,1));
st(9,ld(9)*(1-ld(5))+ld(5)*(0.22+0.12*sin(ld(4)+0.5)));
st(6,hypot(ld(0)-0.45-0.02*sin(ld(2)),ld(1)+0.05+0.02*cos(ld(2))));
st(7,clip((0.24-ld(6))/ld(3),0,1));
st(8,clip(1-hypot(ld(0)-0.37,ld(1)+0.14)/0.28,0,1));
st(9,ld(9)*(1-ld(7))+ld(7)*(0.18+0.62*pow(ld(8),1.3)));
st(9,ld(9)*(1-0.18*exp(-pow(ld(6)-0.27,2)/0.002)*(1-ld(7))));
st(6,hypot(ld(0)+0.62+0.015*cos(ld(2)),ld(1)-0.28+0.015*sin(ld(2))));
st(7,clip((0.13-ld(6))/ld(3),0,1));
st(8,clip(1-hypot(ld(0)+0.66,ld(1)-0.23)/0.16,0,1));
st(9,ld(9)*(1-ld(7))+ld(7)*(0.5+0.48*pow(ld(8),1.2)));
255*clip(ld(9),0,1)'

LOOK[verde]='
st(4,sin(ld(0)*2.3+1.2*sin(ld(1)*1.9+ld(2))+0.4)+0.8*sin(ld(1)*2.9+1.1*sin(ld(0)*1.6-ld(2))-0.7)+0.45*sin((ld(0)+ld(1))*4.1+0.6*sin(ld(1)*3.3+ld(2))+2.1)+0.55*ld(0)-0.3*ld(1));
st(5,ld(4)*1.35+2.2);
st(6,floor(ld(5)));st(7,ld(5)-ld(6));
st(8,clip(ld(6)+clip(ld(7)/0.035,0,1),0,5));
st(9,0.86-0.11*ld(8)-0.085*pow(ld(7),7)*gt(ld(5),-1)*lt(ld(5),4.9)+0.015*sin(ld(0)*3+ld(1)*2));
255*clip(ld(9),0,1)'

LOOK[canyon]='
st(3,1.5/min(W,H));
st(9,0.6+0.26*clip((ld(1)+0.5)/0.5,0,1)+0.06*exp(-pow(ld(0)-0.35,2)*3-pow(ld(1)+0.1,2)*20));
st(4,hypot(ld(0)-0.35,ld(1)+0.12+0.01*sin(ld(2))));st(9,max(ld(9),0.985*clip((0.075-ld(4))/ld(3),0,1))+0.06*exp(-ld(4)*10));
st(4,-0.02-0.09*abs(sin(ld(0)*2.2+0.3))-0.04*abs(sin(ld(0)*6.1+1.7))-0.012*sin(ld(0)*23));
st(9,if(gt(ld(1),ld(4)),0.66-0.05*(ld(1)-ld(4)),ld(9)));
st(4,0.07-0.08*abs(sin(ld(0)*1.7+2.1))-0.05*abs(sin(ld(0)*4.7+0.4))-0.015*sin(ld(0)*19+1));
st(9,if(gt(ld(1),ld(4)),0.5-0.15*(ld(1)-ld(4)),ld(9)));
st(4,0.17-0.1*abs(sin(ld(0)*1.3+0.9))-0.045*abs(sin(ld(0)*5.3+2.6))-0.02*sin(ld(0)*15+2));
st(5,ld(1)-ld(4));
st(6,sin(ld(0)*5.1+ld(1)*2)*0.5+sin(ld(0)*2.3-ld(1)*6.2+1)*0.4+ld(5)*5);
st(7,exp(-pow((ld(6)*3-floor(ld(6)*3)-0.5)/0.05,2)));
st(9,if(gt(ld(5),0),0.34-0.1*ld(5)+0.07*ld(7),ld(9)));
st(4,0.33-0.09*abs(sin(ld(0)*1.1+0.2))-0.05*abs(sin(ld(0)*3.9+1.2))-0.015*sin(ld(0)*31));
st(5,ld(1)-ld(4));
st(6,sin(ld(0)*4.1-ld(1)*1.5+2)*0.6+sin(ld(0)*1.9+ld(1)*5.2)*0.4+ld(5)*6);
st(7,exp(-pow((ld(6)*3.5-floor(ld(6)*3.5)-0.5)/0.06,2)));
st(9,if(gt(ld(5),0),0.14-0.06*ld(5)+0.08*ld(7),ld(9)));
255*clip(ld(9),0,1)'

LOOK[vault]='
st(3,1.5/min(W,H));
st(4,hypot(ld(0)-0.42,ld(1)));st(5,atan2(ld(1),ld(0)-0.42)+0.1*sin(ld(2)));
st(9,0.07+0.16*exp(-ld(4)*3.2)+0.04*(ld(0)+0.9)*0.5);
st(6,exp(-pow(ld(0)*20-floor(ld(0)*20)-0.5,2)*60-pow(ld(1)*20-floor(ld(1)*20)-0.5,2)*60));
st(9,ld(9)+0.1*ld(6)*exp(-pow(ld(4)-0.3,2)*6));
st(7,exp(-pow((ld(4)-0.24)/0.0035,2))+exp(-pow((ld(4)-0.31)/0.0025,2))*0.7+exp(-pow((ld(4)-0.46)/0.003,2))*0.8+exp(-pow((ld(4)-0.6)/0.002,2))*0.45);
st(8,between(ld(4),0.37,0.42)*lt(abs(sin(ld(5)*30)),0.09)*0.7+between(ld(4),0.355,0.43)*lt(abs(sin(ld(5)*6)),0.02)*0.9);
st(6,between(ld(4),0.5,0.54)*lt(abs(sin(ld(5)*45-ld(2))),0.25)*0.35);
st(9,ld(9)+0.5*ld(7)+0.45*ld(8)+ld(6));
255*clip(ld(9),0,1)'

LOOK[pacific]='
st(4,ld(0)-0.25-0.12*sin(ld(1)*3.2+0.5)-0.04*sin(ld(1)*7.1+1+0.3*sin(ld(2)))+0.28*ld(1));
st(5,ld(4)+0.012*sin(ld(1)*23+ld(2))+0.008*sin(ld(1)*41-ld(2)*2));
st(9,0.04+0.5*exp(ld(4)*4.5)*lt(ld(5),0)+0.025*sin(ld(0)*13+ld(1)*7+sin(ld(1)*11)+ld(2))*lt(ld(5),0));
st(6,pow(0.5+0.5*sin(ld(5)*55+ld(2)*2+2*sin(ld(1)*5)),14)*exp(ld(5)*9)*0.35+pow(0.5+0.5*sin(ld(5)*23-ld(2)+sin(ld(1)*3)),30)*exp(ld(5)*5)*0.2);
st(9,if(lt(ld(5),0),min(ld(9)+ld(6),0.74),0.79+0.08*clip(ld(5)/0.18,0,1)+0.008*sin(ld(0)*90+ld(1)*40)*sin(ld(1)*70)));
st(9,if(lt(ld(5),0),ld(9)+0.26*exp(ld(5)/0.012),ld(9)-0.05*exp(-ld(5)/0.02)));
255*clip(ld(9),0,1)'

LOOK[bokeh]='
st(9,0.1+0.22*exp(-pow(ld(0)+0.6,2)*2-pow(ld(1)+0.1,2)*3)+0.05*(0.5-ld(1)));
st(3,ld(0)*3.2+ld(2)/PI);st(4,ld(1)*3.2+0.15*sin(ld(2)+ld(0)));
st(5,floor(ld(3)));st(6,floor(ld(4)));
st(7,mod(abs(sin(ld(5)*127.1+ld(6)*311.7)*43758.5453),1));
st(8,hypot(ld(3)-ld(5)-0.25-0.5*ld(7),ld(4)-ld(6)-0.25-0.5*mod(ld(7)*7.13,1)));
st(9,ld(9)+gt(ld(7),0.35)*(0.25+0.2*mod(ld(7)*3.7,1))*clip((0.14+0.09*mod(ld(7)*5.3,1)-ld(8))/0.03,0,1)*(0.8+0.2*sin(ld(2)+ld(7)*20)));
st(3,ld(0)*1.7-ld(2)/PI+7.3);st(4,ld(1)*1.7+0.1*cos(ld(2)));
st(5,floor(ld(3)));st(6,floor(ld(4)));
st(7,mod(abs(sin(ld(5)*269.5+ld(6)*183.3)*43758.5453),1));
st(8,hypot(ld(3)-ld(5)-0.35-0.3*ld(7),ld(4)-ld(6)-0.35-0.3*mod(ld(7)*9.31,1)));
st(9,ld(9)+gt(ld(7),0.45)*(0.18+0.14*mod(ld(7)*2.9,1))*clip((0.19+0.05*mod(ld(7)*4.1,1)-ld(8))/0.08,0,1));
255*clip(ld(9),0,1)'

LOOK[flare]='
st(9,0.06+0.1*exp(-pow(ld(1)-0.1,2)*6));
st(3,ld(0)*0.6+ld(1)*0.8);
st(4,exp(-pow(ld(3)-1.6*sin(ld(2))+0.1,2)/0.03)*0.5+exp(-pow(ld(0)*0.9-ld(1)*0.4-1.3*cos(2*ld(2)+1),2)/0.05)*0.35);
st(5,exp(-pow(ld(1)+0.08-0.05*sin(ld(2)),2)/0.0004)*exp(-abs(ld(0)-0.5*sin(2*ld(2)))*1.6)*0.55);
st(6,exp(-(pow(ld(0)-0.5*sin(2*ld(2)),2)+pow(ld(1)+0.08-0.05*sin(ld(2)),2))/0.004)*0.6);
st(3,ld(0)*2.4+2*ld(2)/PI);st(4,ld(4)+0*ld(3));
st(7,floor(ld(3)));st(8,mod(abs(sin(ld(7)*91.7+floor(ld(1)*2.4+5)*47.3)*43758.5453),1));
st(3,hypot(ld(3)-ld(7)-0.3-0.4*ld(8),ld(1)*2.4+5-floor(ld(1)*2.4+5)-0.3-0.4*mod(ld(8)*7.7,1)));
st(9,ld(9)+ld(4)+ld(5)+ld(6)+gt(ld(8),0.4)*0.22*clip((0.2-ld(3))/0.05,0,1));
255*clip(ld(9),0,1)'

LOOK[brand]='
st(3,hypot(ld(0),ld(1)));st(4,atan2(ld(1),ld(0)));
st(9,0.12+0.12*exp(-ld(3)*2.5));
st(5,exp(-pow((ld(3)-0.14)/0.003,2))*0.5+exp(-pow((ld(3)-0.41)/0.002,2))*0.35+exp(-pow((ld(3)-0.52)/0.0015,2))*0.25);
st(6,exp(-pow((ld(3)-0.2)/0.006,2))*gt(sin(ld(4)+ld(2)),0.2)+exp(-pow((ld(3)-0.27)/0.004,2))*gt(sin(2*ld(4)-ld(2)+1),0.5)+exp(-pow((ld(3)-0.34)/0.008,2))*gt(sin(ld(4)-2*ld(2)+2.5),0.75));
st(7,exp(-pow(ld(3)*sin(ld(4)-ld(2)),2)/0.000004)*between(ld(3),0.14,0.52)*gt(cos(ld(4)-ld(2)),0));
st(8,exp(-pow(hypot(ld(0)-0.34*cos(2*ld(2)),ld(1)-0.34*sin(2*ld(2))),2)/0.0003)+exp(-pow(hypot(ld(0)-0.41*cos(-ld(2)+2),ld(1)-0.41*sin(-ld(2)+2)),2)/0.00015));
st(9,ld(9)+0.55*ld(5)+0.75*ld(6)+0.45*ld(7)+0.9*ld(8));
st(9,ld(9)+0.05*pow(0.5+0.5*cos(ld(4)*24),40)*between(ld(3),0.44,0.5));
255*clip(ld(9),0,1)'

LOOK[dots]='
st(3,(floor(ld(0)/0.03)+0.5)*0.03);st(4,(floor(ld(1)/0.03)+0.5)*0.03);
st(5,0.5+0.25*sin(hypot(ld(3)+0.45,ld(4)-0.2)*26-2*ld(2))+0.25*sin(hypot(ld(3)-0.5,ld(4)+0.25)*21-3*ld(2)+1));
st(5,ld(5)*exp(-pow(ld(3)*0.9,2)-pow(ld(4)*1.4,2)));
st(6,hypot(ld(0)-ld(3),ld(1)-ld(4)));
st(7,clip((0.0025+0.0105*ld(5)-ld(6))*min(W,H)/1.2,0,1));
st(9,0.06+0.1*exp(-hypot(ld(0),ld(1))*2.5)+ld(7)*(0.3+0.62*pow(ld(5),1.5)));
255*clip(ld(9),0,1)'

# expr LOOK PERIOD OFFSET [ZOOM CX CY] -> one-line geq expression
gexpr() {
  local e="${LOOK[$1]}" d=$2 o=$3 z=${4:-1} cx=${5:-0} cy=${6:-0}
  e="${e//@D@/$d}"; e="${e//@O@/$o}"
  printf 'st(0,(X-W/2)/min(W,H)/%s+%s);st(1,(Y-H/2)/min(W,H)/%s+%s);st(2,2*PI*(T+%s)/%s);%s' \
    "$z" "$cx" "$z" "$cy" "$o" "$d" "$e" | tr -d ' \n\t'
}

make_palettes() {
  hald sunset '#070b18' '#0b1020' '#2a1b4a' '#6b2458' '#e4405f' '#ff6b35' '#f7c548' '#f5efe6'
  hald violet '#07051a' '#140a33' '#3a1470' '#8a1f9e' '#e4405f' '#ff7ab8' '#ffe3f1'
  hald imax '#010208' '#040b1f' '#0a1f4d' '#1552a8' '#4aa3f0' '#b9e2ff' '#f4fbff'
  hald electra '#040507' '#0c0f13' '#181d24' '#27313b' '#0b6f8c' '#19c6f0' '#8ff0ff' '#f2feff'
  hald festival '#03010a' '#160430' '#3d0a63' '#8c117e' '#e8237f' '#ff5a4a' '#ffa23a' '#ffd66b' '#fff6dc'
  hald taqueria '#2a0606' '#6e0f10' '#a81f1b' '#d8401e' '#f0701f' '#f7a623' '#ffd23f' '#fff3c9'
  hald creamery '#b8325a' '#e0607f' '#f59bb0' '#ffc9d3' '#ffe6dc' '#fff3e2' '#fff8ec' '#fffdf7'
  hald verde '#1d2b22' '#34503d' '#5b7d61' '#86a487' '#afc6a6' '#d2dfc6' '#ebf0e1' '#faf8f0'
  hald canyon '#160a06' '#36160c' '#62240f' '#973a18' '#c85f28' '#e5914a' '#f4c183' '#fbe8cc'
  hald vault '#010709' '#03161a' '#062a30' '#0b4a50' '#127d79' '#2bbba7' '#95efdb' '#effffb'
  hald pacific '#061a33' '#0b3a66' '#11609a' '#1f8fbf' '#4cc0cf' '#a9e2e0' '#f6f4ec' '#efe0c2' '#e2c695'
  hald amber '#070504' '#1a100b' '#3b2316' '#6e4222' '#b06f32' '#e0a458' '#f6d39a' '#fff6e6'
  hald gold '#04060d' '#0b1020' '#161d3a' '#2c2d4a' '#6b5836' '#b8913d' '#f7c548' '#fff3cf'
}

# still LOOK PAL W H T PERIOD OUT.png [ZOOM CX CY]: one graded frame at time T
still() {
  local look=$1 pal=$2 w=$3 h=$4 t=$5 d=$6 out=$7
  "${FF[@]}" -f lavfi -i "nullsrc=s=${w}x${h}:r=1:d=1,format=gray,geq=lum='$(gexpr "$look" "$d" "$t" "${8:-1}" "${9:-0}" "${10:-0}")'" \
    -i "$WORK/hald_$pal.png" -filter_complex "[0]format=rgb24[a];[a][1]haldclut=interp=tetrahedral" \
    -frames:v 1 -update 1 "$out"
}

# render_clip LOOK PAL RW RH W H DUR OUT [FILTERS] [ZOOM CX CY]: graded loop rendered at RWxRH,
# scaled to WxH, written losslessly (x264 qp 0 rgb) for later compositing.
render_clip() {
  local look=$1 pal=$2 rw=$3 rh=$4 w=$5 h=$6 dur=$7 out=$8 post=${9:-} z cx cy
  read -r z cx cy <<<"${10:-1 0 0}"
  "${FF[@]}" -f lavfi -i "nullsrc=s=${rw}x${rh}:r=$FPS:d=$dur,format=gray,geq=lum='$(gexpr "$look" "$dur" 0 "$z" "$cx" "$cy")'" \
    -i "$WORK/hald_$pal.png" \
    -filter_complex "[0]scale=$w:$h:flags=bicubic,format=rgb24[a];[a][1]haldclut=interp=tetrahedral${post:+,$post}[v]" \
    -map '[v]' -c:v libx264rgb -qp 0 -preset ultrafast "$out"
}

# encode IN.mkv OUT.mp4 MAXBYTES CRF [extra filters]: film grain + final H.264 at the best
# quality (lowest CRF, from CRF up in steps of 2) that keeps the file within MAXBYTES
encode() {
  local in=$1 out=$2 max=$3 crf=$4 post=${5:-}
  mkdir -p "$(dirname "$out")"
  while :; do
    "${FF[@]}" -i "$in" -vf "${post:+$post,}noise=c0s=5:c1s=2:c2s=2:all_seed=7,format=yuv420p" \
      "${X264[@]}" -crf "$crf" -an "$out"
    [ "$(stat -c %s "$out")" -le "$max" ] && return 0
    [ "$crf" -ge 40 ] && { log "warning: $out is over $max bytes"; return 0; }
    crf=$((crf + 2))
  done
}

poster() { # poster VIDEO OUT.webp [TIME]
  "${FF[@]}" -ss "${3:-0}" -i "$1" -frames:v 1 -update 1 "$WORK/poster.png"
  im "$WORK/poster.png" "${WEBP[@]}" "$2"
}

# text PNG with ImageMagick: txt OUT FONT SIZE COLOUR KERNING TEXT
txt() {
  im -background none -fill "$4" -font "$2" -pointsize "$3" -kerning "$5" -interline-spacing "${7:--6}" \
    label:"$6" -trim +repage "$1"
}

# scrim + label + title, bottom left, as a transparent full-frame PNG
# title_card OUT W H LABEL TITLE ACCENT TITLE_SIZE
title_card() {
  local out=$1 w=$2 h=$3 label=$4 title=$5 accent=$6 ts=$7
  local m=$((w * 6 / 100)) ls=$((ts * 30 / 100))
  txt "$WORK/tc_label.png" "$F_SANS" "$ls" 'rgba(245,239,230,0.85)' "$((ls / 3))" "$label"
  txt "$WORK/tc_title.png" "$F_BOLD" "$ts" '#ffffff' -1 "$title"
  local th lh; th=$(im "$WORK/tc_title.png" -format %h info:); lh=$(im "$WORK/tc_label.png" -format %h info:)
  im -size "${w}x${h}" xc:none \
    \( -size "${w}x$((h * 55 / 100))" gradient:'rgba(4,6,14,0)-rgba(4,6,14,0.72)' \) -gravity south -composite \
    -gravity southwest \
    "$WORK/tc_title.png" -geometry "+$m+$((h * 9 / 100))" -composite \
    "$WORK/tc_label.png" -geometry "+$((m + 2))+$((h * 9 / 100 + th + ls))" -composite \
    -fill "$accent" -draw "rectangle $((m + 2)),$((h - h * 9 / 100 - th - ls - lh - ls * 2)) $((m + 2 + ts)),$((h - h * 9 / 100 - th - ls - lh - ls * 2 + 2))" \
    "$out"
}

# ================================================================ brand ================
MARK_PATHS='<path d="M18 36a14 14 0 0 1 28 0z" fill="SUN"/><g stroke="WATER" stroke-width="3.2" stroke-linecap="round"><path d="M12 42.5h40"/><path d="M17 49h30"/><path d="M23 55.5h18"/></g>'
mark() { local m="${MARK_PATHS//SUN/$1}"; printf '%s' "${m//WATER/$2}"; }

part_brand() {
  log "brand: logo, favicons, social image"
  cat >"$OUT/logo.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 64" width="320" height="64" role="img" aria-labelledby="slc-logo-t">
<title id="slc-logo-t">Silver Lake Creative</title>
$(mark '#ffffff' '#ffffff')
<text x="70" y="39.5" fill="#ffffff" font-family="sans-serif" font-size="16" letter-spacing="1.8"><tspan font-weight="700">SILVER LAKE</tspan><tspan dx="7" font-weight="300">CREATIVE</tspan></text>
</svg>
SVG
  cat >"$OUT/logo-mark.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="slc-mark-t">
<title id="slc-mark-t">Silver Lake Creative</title>
$(mark '#ffffff' '#ffffff')
</svg>
SVG
  local grad='<defs><linearGradient id="slc-sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7c548"/><stop offset=".55" stop-color="#ff6b35"/><stop offset="1" stop-color="#e4405f"/></linearGradient></defs>'
  cat >"$OUT/favicon.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<title>Silver Lake Creative</title>
$grad<rect width="64" height="64" rx="14" fill="#0b1020"/>
<g transform="translate(0 -3)">$(mark 'url(#slc-sun)' '#f5efe6')</g>
</svg>
SVG
  # apple-touch-icon: full bleed (the device rounds the corners), mark a little smaller
  cat >"$WORK/apple.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
$grad<rect width="64" height="64" fill="#0b1020"/>
<g transform="translate(6.4 3.4) scale(.8)">$(mark 'url(#slc-sun)' '#f5efe6')</g>
</svg>
SVG
  "${FF[@]}" -width 32 -height 32 -i "$OUT/favicon.svg" -frames:v 1 -update 1 "$WORK/fav.png"
  "${FF[@]}" -width 180 -height 180 -i "$WORK/apple.svg" -frames:v 1 -update 1 "$WORK/apple.png"
  im "$WORK/fav.png" -strip -define png:exclude-chunks=date,time "PNG32:$OUT/favicon.png"
  im "$WORK/apple.png" -background '#0b1020' -alpha remove -alpha off -strip -define png:exclude-chunks=date,time "PNG24:$OUT/apple-touch-icon.png"

  # social share image
  still sunset sunset 1200 630 2.5 10 "$WORK/og_bg.png"
  "${FF[@]}" -width 120 -height 120 -i "$OUT/logo-mark.svg" -frames:v 1 -update 1 "$WORK/og_mark.png"
  txt "$WORK/og_name.png" "$F_BOLD" 76 '#ffffff' 1 "Silver Lake Creative"
  txt "$WORK/og_tag.png" "$F_SANS" 31 '#f5efe6' 0 "A Creative Solutions Advertising Agency"
  txt "$WORK/og_la.png" "$F_SANS" 16 '#f7c548' 5 "LOS ANGELES  ·  BRAND  ·  CAMPAIGNS  ·  MEDIA  ·  PRODUCTION  ·  DIGITAL"
  im "$WORK/og_bg.png" \
    \( -size 630x1200 gradient:'rgba(7,11,24,0.78)-rgba(7,11,24,0.05)' -rotate -90 \) -composite \
    "$WORK/og_mark.png" -gravity northwest -geometry +78+70 -composite \
    "$WORK/og_name.png" -geometry +84+206 -composite \
    -fill '#ff6b35' -draw "rectangle 86,314 150,317" \
    "$WORK/og_tag.png" -geometry +86+338 -composite \
    "$WORK/og_la.png" -geometry +86+548 -composite "$WORK/og.png"
  grain "$WORK/og.png" "$WORK/og.png" 0.5 21
  im "$WORK/og.png" -strip -sampling-factor 4:2:0 -interlace JPEG -quality 84 "$OUT/og-image.jpg"
}

# ================================================================ awards ===============
# award_svg ID METAL TOP MAIN SUB CATEGORY TITLE
award_svg() {
  local id=$1 metal=$2 top=$3 main=$4 sub=$5 cat=$6 title=$7 g1 g2 g3
  if [ "$metal" = gold ]; then g1='#fbe7a1'; g2='#d9a63a'; g3='#f7c548'; else g1='#ffffff'; g2='#a9b1bd'; g3='#e3e7ec'; fi
  # text fitting: the font size at which a line's estimated width fits (no textLength, so every
  # renderer draws the same undistorted glyphs)
  fs() { awk -v n="${#1}" -v fs="$2" -v ls="$3" -v max="$4" -v k="$5" 'BEGIN{f=(max-(n-1)*ls)/(n*k); if(f>fs) f=fs; printf "%.1f", f}'; }
  local leaves; leaves=$(awk -v id="$id" 'BEGIN{pi=atan2(0,-1); for(i=0;i<11;i++){a=114+i*12.2; r=a*pi/180;
      x=100+70*cos(r); y=100+70*sin(r); rot=a+90+(i%2?30:-30)-180; s=1.3-i*0.05;
      printf "<use href=\"#%s-l\" transform=\"translate(%.1f %.1f) rotate(%.0f) scale(%.2f)\"/>", id, x, y, rot, s}}')
  cat >"$OUT/awards/$id.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-labelledby="$id-t">
<title id="$id-t">$title</title>
<defs><linearGradient id="$id-m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$g1"/><stop offset=".5" stop-color="$g2"/><stop offset="1" stop-color="$g3"/></linearGradient>
<radialGradient id="$id-bg" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#1b2340"/><stop offset="1" stop-color="#0b1020"/></radialGradient>
<path id="$id-l" d="M0 0C3-5 10-7.5 16-6.5C12-1.5 6 1 0 0Z"/>
<g id="$id-b" fill="url(#$id-m)">$leaves<path d="M73.6 165A70 70 0 0 1 36 72" fill="none" stroke="url(#$id-m)" stroke-width="1.2"/></g></defs>
<circle cx="100" cy="100" r="98" fill="url(#$id-bg)"/>
<circle cx="100" cy="100" r="92" fill="none" stroke="url(#$id-m)" stroke-width="2"/>
<circle cx="100" cy="100" r="87" fill="none" stroke="url(#$id-m)" stroke-width=".6" stroke-opacity=".55" stroke-dasharray="1.5 3"/>
<use href="#$id-b"/><use href="#$id-b" transform="matrix(-1 0 0 1 200 0)"/>
<g fill="url(#$id-m)" text-anchor="middle" font-family="sans-serif">
<text x="100" y="66" font-size="$(fs "$top" 8.5 2.5 80 0.68)" letter-spacing="2.5">$top</text>
<text x="100" y="104" font-size="$(fs "$main" 25 1 98 0.74)" font-weight="800" letter-spacing="1">$main</text>
<text x="100" y="120" font-size="$(fs "$sub" 9.5 3 100 0.66)" letter-spacing="3">$sub</text>
<path d="M84 129h32" stroke="url(#$id-m)" stroke-width=".8"/>
<text x="100" y="142" font-family="serif" font-style="italic" font-size="$(fs "$cat" 8.5 0 84 0.5)">$cat</text>
<path d="M100 151l2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7z"/>
</g>
</svg>
SVG
}

part_awards() {
  log "awards"
  mkdir -p "$OUT/awards"
  award_svg telly gold WINNER TELLY AWARD "Branded Content" "Telly Award — Branded Content"
  award_svg clio gold WINNER CLIO AWARD "Creative Excellence" "Clio Award — Creative Excellence"
  award_svg shorty-1 silver WINNER SHORTY AWARD "Best in Video" "Shorty Award — Best in Video"
  award_svg shorty-2 silver WINNER SHORTY AWARD "Best Brand Campaign" "Shorty Award — Best Brand Campaign"
  award_svg aaf gold AAF ADDY AWARD "Integrated Campaign" "AAF ADDY Award — Integrated Campaign"
  award_svg digiday-video silver WINNER DIGIDAY "VIDEO AWARDS" "Best Branded Series" "Digiday Video Award — Best Branded Series"
  award_svg smarties gold WINNER SMARTIES AWARD "Mobile Marketing" "Smarties Award — Mobile Marketing"
  award_svg ad-age silver HONOREE "AD AGE" AWARD "Small Agency Awards" "Ad Age Award — Small Agency Awards"
}

# ================================================================ backgrounds ==========
part_backgrounds() {
  log "backgrounds"
  mkdir -p "$OUT/video"
  render_clip sunset sunset 640 360 1280 720 10 "$WORK/bg.mkv"
  encode "$WORK/bg.mkv" "$OUT/video/background.mp4" 900000 22
  poster "$OUT/video/background.mp4" "$OUT/video/background-poster.webp"
  render_clip violet violet 640 360 1280 720 10 "$WORK/cbg.mkv"
  encode "$WORK/cbg.mkv" "$OUT/video/creative-background.mp4" 900000 24
  poster "$OUT/video/creative-background.mp4" "$OUT/video/creative-background-poster.webp"
}

# ================================================================ showcase =============
part_showcase() {
  log "showcase videos"
  mkdir -p "$OUT/video"
  local spec id look pal rw rh title accent
  for spec in "highlight-reel flare sunset 480 270 Highlight_Reel #ff6b35" \
              "brand-vision brand gold 960 540 Brand_Vision #f7c548" \
              "client-stories bokeh amber 480 270 Client_Stories #e0a458"; do
    read -r id look pal rw rh title accent <<<"$spec"
    render_clip "$look" "$pal" "$rw" "$rh" 960 540 8 "$WORK/sc.mkv"
    # The poster has no title: the page writes the video's title over it as text. It is taken
    # 2 s in, past the clip's fade from black.
    poster "$WORK/sc.mkv" "$OUT/video/showcase-$id-poster.webp" 2
    title_card "$WORK/sc_title.png" 960 540 "SILVER LAKE CREATIVE  ·  SHOWCASE" "${title//_/ }" "$accent" 52
    "${FF[@]}" -i "$WORK/sc.mkv" -i "$WORK/sc_title.png" -filter_complex "[0][1]overlay=0:0" \
      -c:v libx264rgb -qp 0 -preset ultrafast "$WORK/sc2.mkv"
    encode "$WORK/sc2.mkv" "$OUT/video/showcase-$id.mp4" 520000 23
  done
}

# ================================================================ reel =================
# 6 scenes of 3.75 s joined by 0.5 s transitions = 20 s, with a synthesized music bed.
reel_audio() { # reel_audio OUT.wav
  # chords (Dmaj9, Bm9, Gmaj9, A6/9) every 5 s: bass + 5 pad tones; arpeggio in eighths at 96 bpm
  local chords=("73.42 146.83 220.00 277.18 329.63 369.99"
                "61.74 123.47 185.00 220.00 277.18 293.66"
                "49.00 98.00 146.83 185.00 220.00 246.94"
                "55.00 110.00 164.81 185.00 246.94 277.18")
  local arps=("587.33 440.00 739.99 659.25" "493.88 739.99 587.33 554.37"
              "392.00 587.33 493.88 739.99" "440.00 659.25 554.37 493.88")
  local k f n pad="" arp="0" det
  for det in 1.003 0.997; do
    local p=""
    for k in 0 1 2 3; do
      local w="clip(min((t-$((5 * k)).0+0.8)/1.6,($((5 * k + 5)).8-t)/1.6),0,1)"
      local s="" i=0
      for f in ${chords[$k]}; do
        if [ $i -eq 0 ]; then s="0.9*sin(2*PI*$f*t)"; else s="$s+sin(2*PI*$f*t)+0.6*sin(2*PI*$f*$det*t+$i)"; fi
        i=$((i + 1))
      done
      p="${p:+$p+}$w*($s)"
    done
    pad="${pad:+$pad|}0.032*($p)+ARP+KICK"
  done
  # arpeggio: note table chosen by chord (t/5) and step (t/0.3125 mod 4)
  local sel="0"
  for k in 3 2 1 0; do
    local a=(${arps[$k]})
    local inner="if(eq(ld(1),0),${a[0]},if(eq(ld(1),1),${a[1]},if(eq(ld(1),2),${a[2]},${a[3]})))"
    if [ "$sel" = "0" ]; then sel="$inner"; else sel="if(eq(ld(0),$k),$inner,$sel)"; fi
  done
  arp="(st(0,min(3,floor(t/5)));st(1,mod(floor(t/0.3125),4));st(2,mod(t,0.3125));0.085*sin(2*PI*($sel)*t)*exp(-ld(2)*9)*min(1,ld(2)*300)*min(1,(0.3125-ld(2))*60)*between(t,1.25,18.8))"
  local kick="(st(3,mod(t,0.625));0.22*sin(2*PI*(45*ld(3)+3.6*(1-exp(-25*ld(3)))))*exp(-ld(3)*9)*min(1,ld(3)*400)*min(1,(0.625-ld(3))*60)*between(t,2.5,18.75))"
  pad="${pad//ARP/$arp}"; pad="${pad//KICK/$kick}"
  "${FF[@]}" -f lavfi -i "aevalsrc='$pad':s=44100:d=20:c=stereo" \
    -af "lowpass=f=6000,aecho=0.8:0.5:110|230:0.22|0.12,afade=t=in:d=1.2,afade=t=out:st=17.4:d=2.6,volume=2.8,alimiter=limit=0.89:level=disabled" \
    -c:a pcm_s16le "$1"
}

part_reel() {
  log "reel"
  mkdir -p "$OUT/video"
  local L=3.75 i=0 spec look pal rw rh label title
  local scenes=("brand gold 1280 720 01_—_STRATEGY BRAND_STRATEGY"
                "violet violet 640 360 02_—_IDEAS CREATIVE_CAMPAIGNS"
                "dots vault 1280 720 03_—_REACH MEDIA_BUYING"
                "bokeh amber 640 360 04_—_CRAFT PRODUCTION"
                "electra electra 960 540 05_—_PERFORMANCE DIGITAL"
                "sunset sunset 640 360 LOS_ANGELES SILVER_LAKE_CREATIVE")
  for spec in "${scenes[@]}"; do
    read -r look pal rw rh label title <<<"$spec"
    render_clip "$look" "$pal" "$rw" "$rh" 1280 720 "$L" "$WORK/scene$i.mkv"
    label="${label//_/ }"; title="${title//_/ }"
    if [ $i -lt 5 ]; then
      txt "$WORK/r_label.png" "$F_SANS" 22 '#f5efe6' 7 "$label"
      txt "$WORK/r_title.png" "$F_BOLD" 86 '#ffffff' 2 "$title"
      im -size 1280x720 xc:none \
        \( -size 900x720 gradient:'rgba(4,6,14,0.55)-rgba(4,6,14,0)' -rotate -90 -resize '900x720!' \) -gravity west -composite \
        "$WORK/r_label.png" -gravity northwest -geometry +104+300 -composite \
        "$WORK/r_title.png" -geometry +100+340 -composite \
        -fill '#ff6b35' -draw "rectangle 104,282 164,285" "$WORK/r_card.png"
      local fo="fade=t=out:st=3.0:d=0.5:alpha=1"
    else
      txt "$WORK/r_title.png" "$F_BOLD" 64 '#ffffff' 10 "$title"
      txt "$WORK/r_label.png" "$F_SANS" 26 '#f5efe6' 14 "— LOS ANGELES —"
      im -size 1280x720 xc:none \( -size 1280x720 radial-gradient:'rgba(4,6,14,0.55)-rgba(4,6,14,0)' \) -composite \
        "$WORK/r_title.png" -gravity center -geometry +0-40 -composite \
        "$WORK/r_label.png" -gravity center -geometry +0+34 -composite \
        "$WORK/r_card.png"
      local fo="null"
    fi
    "${FF[@]}" -i "$WORK/scene$i.mkv" -loop 1 -framerate $FPS -t "$L" -i "$WORK/r_card.png" -filter_complex \
      "[1]format=rgba,fade=t=in:st=0.35:d=0.7:alpha=1,$fo[t];[0][t]overlay=x=0:y='14*(1-min(1,max(0,(t-0.35)/0.9)))':eval=frame,format=yuv444p[v]" \
      -map '[v]' -c:v libx264 -qp 0 -preset ultrafast -t "$L" "$WORK/sceneT$i.mkv"
    i=$((i + 1))
  done
  local tr=(fade smoothleft fade circleopen fadeblack)
  local g="" prev="[0]" k
  for k in 1 2 3 4 5; do
    g="$g${prev}[$k]xfade=transition=${tr[$((k - 1))]}:duration=0.5:offset=$(awk "BEGIN{print $k*($L-0.5)}")[x$k];"
    prev="[x$k]"
  done
  g="$g${prev}fade=t=out:st=19.3:d=0.7,noise=c0s=5:c1s=2:c2s=2:all_seed=7,format=yuv420p[v]"
  reel_audio "$WORK/reel.wav"
  local ins=(); for k in 0 1 2 3 4 5; do ins+=(-i "$WORK/sceneT$k.mkv"); done
  "${FF[@]}" "${ins[@]}" -filter_complex "$g" -map '[v]' -c:v libx264 -qp 0 -preset ultrafast "$WORK/reel_v.mkv"
  local crf=27
  while :; do
    "${FF[@]}" -i "$WORK/reel_v.mkv" -i "$WORK/reel.wav" -map 0:v -map 1:a \
      "${X264[@]}" -crf "$crf" -c:a aac -b:a 64k -ac 2 -shortest "$OUT/video/reel.mp4"
    [ "$(stat -c %s "$OUT/video/reel.mp4")" -le 2300000 ] || [ "$crf" -ge 40 ] && break
    crf=$((crf + 1))
  done
  poster "$OUT/video/reel.mp4" "$OUT/video/reel-poster.webp" 18.0
}

# ================================================================ sound ================
part_sound() {
  log "sound"
  mkdir -p "$OUT/sounds"
  local bell="(sin(2*PI*F*ld(0))+0.3*sin(2*PI*2*F*ld(0))+0.08*sin(2*PI*3.01*F*ld(0)))*exp(-ld(0)*9)*min(1,ld(0)*300)"
  local n1="${bell//F/880}" n2="${bell//F/659.25}"
  "${FF[@]}" -f lavfi -i "aevalsrc='st(0,t);0.42*$n1+0.42*gte(t,0.17)*(st(0,t-0.17);$n2)':s=44100:d=0.6:c=mono" \
    -af "afade=t=out:st=0.5:d=0.1" -c:a libmp3lame -b:a 64k -ac 1 -map_metadata -1 -fflags +bitexact \
    "$OUT/sounds/word-limit.mp3"
}

# ================================================================ case studies =========
# id | look | palette | name (\n = line break) | tagline | font | text colour | accent |
# scrim rgb | handle | time of the key frame | gallery-1 zoom cx cy | portrait zoom cx cy |
# key frame zoom cx cy
CASES=(
"imax|imax|imax|IMAX|See the whole story.|BOLD|#ffffff|#4aa3f0|2,6,20|@imax|0|1.9 0.05 0.12|0.75 0 0|1 0 0"
"golden-state-creamery|creamery|creamery|Golden State\nCreamery|Scooped in California.|SERIFBI|#7a1f3d|#e0607f|255,248,238|@goldenstatecreamery|0|1.5 0.3 -0.05|0.9 0.4 0|1 0 0"
"taqueria-del-sol|taqueria|taqueria|Taquería\ndel Sol|Hecho con sol.|SERIFB|#fff3c9|#ffd23f|40,6,6|@taqueriadelsol|0|1.4 0.2 0.15|1 0 0|1 0 0"
"vaultline|vault|vault|Vaultline|Your secrets, sealed.|SANS|#effffb|#2bbba7|1,7,9|@vaultline|0|1.6 0.42 0|0.8 0.42 0|1 0 0"
"pacific-coast-credit-union|pacific|pacific|Pacific Coast\nCredit Union|Money that moves with you.|BOLD|#ffffff|#4cc0cf|6,26,51|@pacificcoastcu|0|1.8 0.3 -0.1|1 -0.05 0|1 0.05 0"
"sunset-strip-music-festival|festival|festival|SUNSET STRIP\nMUSIC FESTIVAL|Three nights on the Strip.|COND|#fff6dc|#ff2e88|10,2,20|@sunsetstripfest|0|1.6 0 -0.05|0.85 0 -0.02|1 0 0"
"verde-wellness|verde|verde|Verde\nWellness|Breathe in. Grow well.|SERIF|#1f3326|#5b7d61|248,247,238|@verdewellness|0|0.5 -0.3 0.2|0.6 0.2 0|0.6 0.3 0"
"canyon-ridge-outfitters|canyon|canyon|CANYON RIDGE\nOUTFITTERS|Gear for the long way round.|COND|#fbe8cc|#e5914a|22,10,6|@canyonridge|0|1.7 0.3 0.05|0.9 0.3 0.05|1 0 0"
"electra-motors|electra|electra|ELECTRA\nMOTORS|Charged for the open road.|LIGHT|#ffffff|#19c6f0|6,8,10|@electramotors|0|1.6 0.25 0.1|0.8 0 0|0.85 0 0"
)

fontvar() { case $1 in BOLD) echo "$F_BOLD" ;; SANS) echo "$F_SANS" ;; LIGHT) echo "$F_LIGHT" ;; COND) echo "$F_COND" ;;
  SERIF) echo "$F_SERIF" ;; SERIFB) echo "$F_SERIFB" ;; SERIFBI) echo "$F_SERIFBI" ;; *) echo "$F_SANS" ;; esac; }

# fit OUT FONT SIZE COLOUR KERNING MAXW MAXH TEXT: text at the largest size <= SIZE that fits
fit() {
  local out=$1 f=$2 s=$3 c=$4 k=$5 mw=$6 mh=$7 t=$8 w h
  while :; do
    txt "$out" "$f" "$s" "$c" "$k" "$t" "$(( -s / 8 ))"
    read -r w h < <(im "$out" -format '%w %h\n' info:)
    if { [ "$w" -le "$mw" ] && [ "$h" -le "$mh" ]; } || [ "$s" -le 12 ]; then break; fi
    s=$((s * 92 / 100))
  done
}

grain() { # grain IN OUT AMOUNT SEED: monochrome film grain, overlay-blended
  im "$1" \( +clone -fill gray50 -colorize 100 -seed "${4:-3}" -attenuate "$3" +noise Gaussian -colorspace gray \) \
    -compose overlay -composite "$2"
}

# webp_cap PNG OUT MAXBYTES SEED: grain + WebP, with less grain / lower quality until it fits
webp_cap() {
  local png=$1 out=$2 max=$3 seed=${4:-3} gmax=${5:-0.9} g q try
  for try in "0.9 78" "0.9 70" "0.65 70" "0.5 64" "0.35 60" "0.2 56" "0.1 50" "0 45"; do
    read -r g q <<<"$try"
    g=$(awk -v a="$g" -v b="$gmax" 'BEGIN{print (a<b?a:b)}')
    if [ "$g" = 0 ]; then cp "$png" "$WORK/wc.png"; else grain "$png" "$WORK/wc.png" "$g" "$seed"; fi
    im "$WORK/wc.png" -strip -quality "$q" -define webp:method=6 "$out"
    [ "$(stat -c %s "$out")" -le "$max" ] && return 0
  done
  log "warning: $out is $(stat -c %s "$out") bytes, over $max"
}

shadowed() { # shadowed IN OUT: adds a soft drop shadow (output is larger, transparent margin)
  im "$1" \( +clone -background black -shadow 55x18+0+18 \) +swap -background none -layers merge +repage "$2"
}

rounded() { # rounded IN OUT RADIUS
  local w h; read -r w h < <(im "$1" -format '%w %h\n' info:)
  im "$1" -alpha set \( -size "${w}x${h}" xc:none -fill white -draw "roundrectangle 0,0 $((w - 1)),$((h - 1)) $3,$3" \) \
    -compose DstIn -composite "$2"
}

vault_mark() { # vault_mark IMG ZOOM CX CY: shield + keyhole at the dial centre
  local img=$1 z=$2 cx=$3 cy=$4 w h
  read -r w h < <(im "$img" -format '%w %h\n' info:)
  local s; s=$(awk -v w="$w" -v h="$h" -v z="$z" 'BEGIN{print (w<h?w:h)*z}')
  local px py; px=$(awk -v w="$w" -v s="$s" -v c="$cx" 'BEGIN{printf "%.1f", w/2+(0.42-c)*s}')
  py=$(awk -v h="$h" -v s="$s" -v c="$cy" 'BEGIN{printf "%.1f", h/2+(0-c)*s}')
  local P; P=$(awk -v x="$px" -v y="$py" -v s="$s" 'BEGIN{
    printf "path \"M %.1f,%.1f L %.1f,%.1f L %.1f,%.1f L %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Z\"",
      x-0.1*s,y-0.095*s, x,y-0.13*s, x+0.1*s,y-0.095*s, x+0.1*s,y+0.005*s, x+0.1*s,y+0.09*s, x,y+0.135*s,
      x-0.1*s,y+0.09*s, x-0.1*s,y+0.005*s }')
  local K; K=$(awk -v x="$px" -v y="$py" -v s="$s" 'BEGIN{
    printf "circle %.1f,%.1f %.1f,%.1f polygon %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f",
      x,y-0.02*s, x+0.026*s,y-0.02*s, x-0.012*s,y-0.005*s, x+0.012*s,y-0.005*s, x+0.02*s,y+0.06*s, x-0.02*s,y+0.06*s }')
  local sw; sw=$(awk -v s="$s" 'BEGIN{printf "%.1f", s*0.006}')
  im "$img" \
    \( -size "${w}x${h}" xc:none -fill 'rgba(43,187,167,0.35)' -stroke '#95efdb' -strokewidth "$sw" -draw "$P" \
       -stroke none -fill '#95efdb' -draw "$K" -write mpr:mark +delete \) \
    \( mpr:mark -blur 0x$(awk -v s="$s" 'BEGIN{printf "%.1f", s*0.02}') \) -compose screen -composite \
    mpr:mark -compose over -composite "$img"
}

# case_art ID W H T ZOOM CX CY OUT: the graded still of a case, with its extra marks
case_art() {
  local id=$1 w=$2 h=$3 t=$4 z=$5 cx=$6 cy=$7 out=$8
  still "${C_LOOK[$id]}" "${C_PAL[$id]}" "$w" "$h" "$t" 6 "$out" "$z" "$cx" "$cy"
  [ "$id" = vaultline ] && vault_mark "$out" "$z" "$cx" "$cy"
  return 0
}

# key_frame OUT ID W H T: the campaign's key visual, graded, without lettering (thumbnail and hero):
# the page names the client and the study once, in text, and the picture does not say it again.
key_frame() {
  local out=$1 id=$2 w=$3 h=$4 t=$5
  local cz cx cy; read -r cz cx cy <<<"${C_CZ[$id]}"
  case_art "$id" "$w" "$h" "$t" "$cz" "$cx" "$cy" "$WORK/kf_art.png"
  webp_cap "$WORK/kf_art.png" "$out" $(( w >= 1200 ? 112000 : 38000 )) "$((${#id} + w))" "$(grain_for "$id")"
}

grain_for() { if [ "$(is_light "$1")" = 1 ]; then echo 0.45; else echo 0.9; fi; }

# poster-campaign mockup: two posters on a blurred environment of the same world
is_light() { awk -F, '{print ($1+$2+$3>600)}' <<<"${C_SCRIM[$1]}"; }
gallery_posters() {
  local out=$1 id=$2 t=$3 pz=$4 pcx=$5 pcy=$6 s="${C_SCRIM[$id]}" tint=45 vig=0.5
  [ "$(is_light "$id")" = 1 ] && { tint=20; vig=0.16; }
  case_art "$id" 300 200 $(awk "BEGIN{print $t+2}") 1 0 0 "$WORK/gp_env.png"
  im "$WORK/gp_env.png" -blur 0x8 -resize '1200x800!' -fill "rgb($s)" -colorize "$tint%" \
    \( -size 1200x800 radial-gradient:"rgba(0,0,0,0)-rgba(0,0,0,$vig)" \) -composite "$WORK/gp_bg.png"
  local f; f=$(fontvar "${C_FONT[$id]}")
  local name; name=$(printf '%b' "${C_NAME[$id]}")
  local i
  for i in 0 1; do
    case_art "$id" 400 600 $(awk "BEGIN{print $t+$i*2.5}") "$(awk "BEGIN{print $pz*(1+$i*0.45)}")" "$(awk "BEGIN{print $pcx+$i*0.08}")" "$pcy" "$WORK/gp_art$i.png"
    fit "$WORK/gp_name.png" "$f" 50 "${C_TEXT[$id]}" 0 330 130 "$name"
    txt "$WORK/gp_tag.png" "$F_SANS" 16 "${C_TEXT[$id]}" 1 "${C_TAG[$id]}"
    im "$WORK/gp_art$i.png" \
      \( -size 400x290 gradient:"rgba($s,0)-rgba($s,0.8)" \) -gravity south -composite \
      "$WORK/gp_name.png" -gravity southwest -geometry +32+78 -composite \
      "$WORK/gp_tag.png" -gravity southwest -geometry +33+40 -composite \
      -fill "${C_ACC[$id]}" -draw "rectangle 32,34 76,37" "$WORK/gp_p$i.png"
    shadowed "$WORK/gp_p$i.png" "$WORK/gp_p$i.png"
  done
  im "$WORK/gp_bg.png" "$WORK/gp_p0.png" -gravity center -geometry -222+14 -composite \
    "$WORK/gp_p1.png" -geometry +222+14 -composite "$WORK/gp_out.png"
  webp_cap "$WORK/gp_out.png" "$out" 76000 11 "$(grain_for "$id")"
}

# social launch mockup: phone with a story + two feed posts
gallery_social() {
  local out=$1 id=$2 t=$3 pz=$4 pcx=$5 pcy=$6 s="${C_SCRIM[$id]}"
  local pal="$WORK/pal_${C_PAL[$id]}.png" bgc
  if [ "$(awk -F, '{print ($1+$2+$3>600)}' <<<"$s")" = 1 ]; then bgc=$(im "$pal" -format '%[pixel:p{225,0}]' info:)
  else bgc=$(im "$pal" -format '%[pixel:p{60,0}]' info:); fi
  im -size 1200x1200 radial-gradient:"$bgc-rgb($s)" -gravity center -crop 1200x800+0+0 +repage "$WORK/gs_bg.png"
  # phone
  case_art "$id" 270 570 "$t" "$pz" "$pcx" "$pcy" "$WORK/gs_screen.png"
  local f; f=$(fontvar "${C_FONT[$id]}")
  local name; name=$(printf '%b' "${C_NAME[$id]}")
  fit "$WORK/gs_name.png" "$f" 40 "${C_TEXT[$id]}" 0 220 100 "$name"
  txt "$WORK/gs_handle.png" "$F_BOLD" 13 "${C_TEXT[$id]}" 0 "${C_HANDLE[$id]}"
  txt "$WORK/gs_cta.png" "$F_BOLD" 13 '#111111' 1 "Learn more"
  im "$WORK/gs_screen.png" \
    \( -size 270x90 gradient:"rgba($s,0.55)-rgba($s,0)" \) -gravity north -composite \
    \( -size 270x250 gradient:"rgba($s,0)-rgba($s,0.85)" \) -gravity south -composite \
    -fill 'rgba(255,255,255,0.9)' -draw "rectangle 16,36 94,38" -fill 'rgba(255,255,255,0.45)' -draw "rectangle 98,36 176,38" -draw "rectangle 180,36 254,38" \
    -fill "${C_ACC[$id]}" -draw "circle 30,62 30,73" \
    "$WORK/gs_handle.png" -gravity northwest -geometry +50+55 -composite \
    "$WORK/gs_name.png" -gravity southwest -geometry +22+86 -composite \
    -fill 'rgba(255,255,255,0.95)' -draw "roundrectangle 22,512 150,546 17,17" \
    "$WORK/gs_cta.png" -gravity southwest -geometry +47+33 -composite "$WORK/gs_screen.png"
  rounded "$WORK/gs_screen.png" "$WORK/gs_screen.png" 30
  im -size 296x596 xc:none -fill '#0d0f12' -draw "roundrectangle 0,0 295,595 44,44" \
    -fill '#2a2e35' -draw "roundrectangle 1,1 294,594 43,43" -fill '#0d0f12' -draw "roundrectangle 4,4 291,591 40,40" \
    "$WORK/gs_screen.png" -gravity center -composite \
    -fill '#0d0f12' -draw "roundrectangle 113,12 183,30 9,9" "$WORK/gs_phone.png"
  shadowed "$WORK/gs_phone.png" "$WORK/gs_phone.png"
  # posts
  local i
  for i in 0 1; do
    case_art "$id" 250 250 $(awk "BEGIN{print $t+1.5+$i*2}") $(awk "BEGIN{print $pz*(1.25+$i*0.5)}") "$(awk "BEGIN{print $pcx-0.15+$i*0.3}")" "$pcy" "$WORK/gs_post$i.png"
    if [ $i -eq 0 ]; then
      txt "$WORK/gs_ptag.png" "$F_BOLD" 17 "${C_TEXT[$id]}" 0 "${C_TAG[$id]}"
      im "$WORK/gs_post$i.png" \( -size 250x110 gradient:"rgba($s,0)-rgba($s,0.8)" \) -gravity south -composite \
        \( "$WORK/gs_ptag.png" -resize '218x>' \) -gravity southwest -geometry +16+18 -composite "$WORK/gs_post$i.png"
    fi
    rounded "$WORK/gs_post$i.png" "$WORK/gs_post$i.png" 16
    shadowed "$WORK/gs_post$i.png" "$WORK/gs_post$i.png"
  done
  im "$WORK/gs_bg.png" "$WORK/gs_phone.png" -gravity center -geometry -170+14 -composite \
    "$WORK/gs_post0.png" -geometry +170-120 -composite \
    "$WORK/gs_post1.png" -geometry +330+150 -composite "$WORK/gs_out.png"
  webp_cap "$WORK/gs_out.png" "$out" 76000 12 "$(grain_for "$id")"
}

declare -A C_LOOK C_PAL C_NAME C_TAG C_FONT C_TEXT C_ACC C_SCRIM C_HANDLE C_T C_G1 C_PZ C_CZ
load_cases() {
  local row id look pal name tag fnt tc acc scrim handle t g1 pz cz
  for row in "${CASES[@]}"; do
    IFS='|' read -r id look pal name tag fnt tc acc scrim handle t g1 pz cz <<<"$row"
    C_CZ[$id]=$cz
    C_LOOK[$id]=$look; C_PAL[$id]=$pal; C_NAME[$id]=$name; C_TAG[$id]=$tag
    C_FONT[$id]=$fnt; C_TEXT[$id]=$tc; C_ACC[$id]=$acc; C_SCRIM[$id]=$scrim; C_HANDLE[$id]=$handle
    C_T[$id]=$t; C_G1[$id]=$g1; C_PZ[$id]=$pz
  done
}

# hero_copy HERO: the hero's copy for phones, HERO-800w.webp, which pages ask for as HERO?w=800
# (MEDIA_VARIANT_WIDTHS in packages/schema/src/media.ts)
hero_copy() { im "$1" -resize 800x -strip -quality 72 -define webp:method=6 "${1%.webp}-800w.webp"; }

# variants: only the phone copies of the heroes there are, without redrawing them (with cases,
# which makes each copy beside its hero, there is nothing left to do)
part_variants() {
  want cases && return 0
  local hero
  for hero in "$OUT"/case-studies/*/hero.webp; do log "copy: ${hero#"$OUT"/}"; hero_copy "$hero"; done
}

part_cases() {
  load_cases
  local id dir row
  for row in "${CASES[@]}"; do
    id=${row%%|*}; dir="$OUT/case-studies/$id"; mkdir -p "$dir"
    [ -z "${CASE_ONLY:-}" ] || [[ " $CASE_ONLY " == *" $id "* ]] || continue
    [ -z "${CASE_VIDEOS_ONLY:-}" ] || continue
    log "case study: $id"
    local t=${C_T[$id]} z cx cy pz pcx pcy
    read -r z cx cy <<<"${C_G1[$id]}"; read -r pz pcx pcy <<<"${C_PZ[$id]}"
    key_frame "$dir/thumbnail.webp" "$id" 800 500 "$t"
    key_frame "$dir/hero.webp" "$id" 1600 900 "$t"
    hero_copy "$dir/hero.webp"
    case_art "$id" 1200 800 "$(awk "BEGIN{print $t+3}")" "$z" "$cx" "$cy" "$WORK/g1.png"
    webp_cap "$WORK/g1.png" "$dir/gallery-1.webp" 76000 5 "$(grain_for "$id")"
    # The home page's work row: the detail frame, small
    im "$WORK/g1.png" -resize 560x -gravity center -crop 480x300+0+0 +repage -strip -quality 62 \
      -define webp:method=6 "$dir/frame-480w.webp"
    gallery_posters "$dir/gallery-2.webp" "$id" "$t" "$pz" "$pcx" "$pcy"
    gallery_social "$dir/gallery-3.webp" "$id" "$t" "$pz" "$pcx" "$pcy"
  done
  # motion: landscape heroes and vertical (stories) cuts
  [ -z "${CASE_STILLS_ONLY:-}" ] || return 0
  for id in imax electra-motors sunset-strip-music-festival golden-state-creamery; do
    log "case video: $id/hero.mp4"
    render_clip "${C_LOOK[$id]}" "${C_PAL[$id]}" 640 360 960 540 6 "$WORK/cs.mkv"
    encode "$WORK/cs.mkv" "$OUT/case-studies/$id/hero.mp4" 400000 24
  done
  for id in taqueria-del-sol verde-wellness; do
    log "case video: $id/vertical.mp4"
    render_clip "${C_LOOK[$id]}" "${C_PAL[$id]}" 360 640 540 960 6 "$WORK/cs.mkv" "" "${C_PZ[$id]}"
    encode "$WORK/cs.mkv" "$OUT/case-studies/$id/vertical.mp4" 320000 24
  done
}

# ================================================================ samples ==============
chip() { # chip OUT TEXT FG BG: a small rounded label
  txt "$WORK/chip_t.png" "$F_BOLD" 12 "$3" 1 "$2"
  local w h; read -r w h < <(im "$WORK/chip_t.png" -format '%w %h\n' info:)
  im -size "$((w + 24))x$((h + 14))" xc:none -fill "$4" -draw "roundrectangle 0,0 $((w + 23)),$((h + 13)) $(((h + 14) / 2)),$(((h + 14) / 2))" \
    "$WORK/chip_t.png" -gravity center -composite "$1"
}
heart() { # heart COLOUR X Y S -> draw primitive
  awk -v x="$2" -v y="$3" -v s="$4" -v c="$1" 'BEGIN{printf "fill %s path \"M %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f Z\"", c,
    x,y+s*0.9, x-s*1.1,y+s*0.1, x-s*0.55,y-s*0.75, x,y-s*0.25, x+s*0.55,y-s*0.75, x+s*1.1,y+s*0.1, x,y+s*0.9}'
}
sample_out() { # sample_out PNG NAME CHIP FG BG
  chip "$WORK/chip.png" "$3" "$4" "$5"
  im "$1" "$WORK/chip.png" -gravity northwest -geometry +18+16 -composite "$WORK/smp.png"
  grain "$WORK/smp.png" "$WORK/smp.png" 0.4 9
  webp_cap "$WORK/smp.png" "$OUT/sample/$2.webp" 29000 9 0.4
}

part_samples() {
  log "sample thumbnails"
  mkdir -p "$OUT/sample"
  local W=640 H=360 i
  # --- social media 1: profile grid on a phone + engagement cards
  im -size ${W}x${H} xc: -sparse-color Barycentric '0,0 #e4405f 640,360 #ff6b35' "$WORK/s1.png"
  local looks=(festival creamery taqueria electra canyon verde pacific imax vault) pals=(festival creamery taqueria electra canyon verde pacific imax vault)
  local tiles=()
  for i in 0 1 2 3 4 5 6 7 8; do
    still "${looks[$i]}" "${pals[$i]}" 46 46 $((i % 3)) 6 "$WORK/tile$i.png" 0.7 0 0
    tiles+=("$WORK/tile$i.png")
  done
  im "${tiles[@]:0:3}" +append \( "${tiles[@]:3:3}" +append \) \( "${tiles[@]:6:3}" +append \) -append "$WORK/grid.png"
  im -size 160x320 xc:none -fill '#0d0f12' -draw "roundrectangle 0,0 159,319 26,26" \
    -fill '#ffffff' -draw "roundrectangle 6,6 153,313 21,21" \
    -fill '#e4405f' -draw "circle 30,44 30,56" -fill '#d9d4cc' -draw "rectangle 50,36 112,40" -draw "rectangle 50,46 92,49" \
    -fill '#f1ece4' -draw "rectangle 14,66 46,80" -draw "rectangle 62,66 96,80" -draw "rectangle 112,66 146,80" \
    "$WORK/grid.png" -gravity northwest -geometry +11+92 -composite \
    -fill '#d9d4cc' -draw "rectangle 20,286 40,290" -draw "rectangle 70,286 90,290" -draw "rectangle 120,286 140,290" "$WORK/phone.png"
  shadowed "$WORK/phone.png" "$WORK/phone.png"
  txt "$WORK/t1.png" "$F_BOLD" 22 '#1a1a1a' 0 "2.4K"
  txt "$WORK/t2.png" "$F_SANS" 11 '#6b6b6b' 1 "new likes today"
  txt "$WORK/t3.png" "$F_BOLD" 22 '#1a1a1a' 0 "+38%"
  txt "$WORK/t4.png" "$F_SANS" 11 '#6b6b6b' 1 "engagement"
  im -size 180x70 xc:none -fill white -draw "roundrectangle 0,0 179,69 14,14" -draw "$(heart '#e4405f' 34 34 14)" \
    "$WORK/t1.png" -gravity northwest -geometry +62+14 -composite "$WORK/t2.png" -geometry +63+44 -composite "$WORK/card1.png"
  im -size 180x110 xc:none -fill white -draw "roundrectangle 0,0 179,109 14,14" \
    "$WORK/t3.png" -gravity northwest -geometry +16+12 -composite "$WORK/t4.png" -geometry +17+40 -composite \
    -draw "fill none stroke #ff6b35 stroke-width 3 stroke-linecap round stroke-linejoin round polyline 16,96 44,88 70,92 98,76 126,78 152,62 166,58" "$WORK/card2.png"
  shadowed "$WORK/card1.png" "$WORK/card1.png"; shadowed "$WORK/card2.png" "$WORK/card2.png"
  im "$WORK/s1.png" "$WORK/phone.png" -gravity northwest -geometry +110+0 -composite \
    "$WORK/card1.png" -geometry +330+50 -composite "$WORK/card2.png" -geometry +370+150 -composite "$WORK/s1.png"
  sample_out "$WORK/s1.png" social-media-1 "Social Media" '#ffffff' 'rgba(11,16,32,0.55)'

  # --- social media 2: three fanned stories
  im -size ${W}x${H} radial-gradient:'#27204a-#0b1020' "$WORK/s2.png"
  local st=(festival creamery taqueria) a=(-9 0 9) x=(-150 0 150) y=(16 -6 16)
  for i in 0 1 2; do
    still "${st[$i]}" "${st[$i]}" 150 266 $i 6 "$WORK/story.png" 0.9 0 0
    im "$WORK/story.png" -fill 'rgba(255,255,255,0.9)' -draw "rectangle 10,10 70,12" -fill 'rgba(255,255,255,0.45)' -draw "rectangle 74,10 140,12" \
      -fill white -draw "circle 22,30 22,38" "$WORK/story.png"
    rounded "$WORK/story.png" "$WORK/story.png" 14
    im "$WORK/story.png" -background none -rotate "${a[$i]}" "$WORK/story.png"
    shadowed "$WORK/story.png" "$WORK/story$i.png"
  done
  im "$WORK/s2.png" "$WORK/story0.png" -gravity center -geometry "${x[0]}+${y[0]}" -composite \
    "$WORK/story2.png" -geometry "+${x[2]}+${y[2]}" -composite "$WORK/story1.png" -geometry "+0${y[1]}" -composite \
    -draw "$(heart '#e4405f' 560 290 16)" -draw "$(heart '#ff6b35' 590 255 10)" -draw "$(heart '#f7c548' 548 236 7)" "$WORK/s2.png"
  sample_out "$WORK/s2.png" social-media-2 "Social Media" '#0b1020' '#f7c548'

  # --- web design 1: browser with a landing page
  im -size ${W}x${H} xc:'#f5efe6' "$WORK/w1.png"
  still sunset sunset 520 150 3 10 "$WORK/hero.png"
  still festival festival 150 70 0 6 "$WORK/c1.png"; still verde verde 150 70 0 6 "$WORK/c2.png"; still electra electra 150 70 0 6 "$WORK/c3.png"
  im -size 520x300 xc:none -fill white -draw "roundrectangle 0,0 519,299 12,12" \
    -fill '#ebe4d8' -draw "roundrectangle 0,0 519,26 12,12" -draw "rectangle 0,14 519,26" \
    -fill '#ff6b35' -draw "circle 16,13 16,18" -fill '#f7c548' -draw "circle 32,13 32,18" -fill '#9bbf9e' -draw "circle 48,13 48,18" \
    -fill white -draw "roundrectangle 150,6 370,20 7,7" \
    "$WORK/hero.png" -gravity northwest -geometry +0+27 -composite \
    -fill 'rgba(255,255,255,0.95)' -draw "rectangle 28,70 220,80" -draw "rectangle 28,88 180,98" -fill 'rgba(255,255,255,0.6)' -draw "rectangle 28,110 200,114" \
    -fill '#ff6b35' -draw "roundrectangle 28,128 104,146 9,9" \
    -fill 'rgba(255,255,255,0.9)' -draw "rectangle 380,40 410,43" -draw "rectangle 420,40 450,43" -draw "rectangle 460,40 490,43" \
    "$WORK/c1.png" -geometry +20+192 -composite "$WORK/c2.png" -geometry +185+192 -composite "$WORK/c3.png" -geometry +350+192 -composite \
    -fill '#d9d2c6' -draw "rectangle 20,270 130,274" -draw "rectangle 185,270 295,274" -draw "rectangle 350,270 460,274" \
    -fill '#ebe4d8' -draw "rectangle 20,280 100,283" -draw "rectangle 185,280 265,283" -draw "rectangle 350,280 430,283" "$WORK/browser.png"
  shadowed "$WORK/browser.png" "$WORK/browser.png"
  im "$WORK/w1.png" "$WORK/browser.png" -gravity center -geometry +0+22 -composite "$WORK/w1.png"
  sample_out "$WORK/w1.png" web-design-1 "Web Design" '#ffffff' '#0b1020'

  # --- web design 2: laptop + phone, responsive
  im -size ${W}x${H} radial-gradient:'#1d2642-#070b18' "$WORK/w2.png"
  still vault vault 370 222 0 6 "$WORK/scr.png" 0.8 0.42 0
  vault_mark "$WORK/scr.png" 0.8 0.42 0
  txt "$WORK/vt.png" "$F_BOLD" 22 '#effffb' 0 "Vaultline"
  im "$WORK/scr.png" -fill 'rgba(1,7,9,0.55)' -draw "rectangle 0,0 369,22" -fill '#2bbba7' -draw "circle 16,11 16,16" \
    -fill 'rgba(239,255,251,0.7)' -draw "rectangle 250,9 275,12" -draw "rectangle 285,9 310,12" -draw "rectangle 320,9 350,12" \
    "$WORK/vt.png" -gravity northwest -geometry +22+80 -composite -fill 'rgba(239,255,251,0.6)' -draw "rectangle 22,114 130,118" \
    -fill '#2bbba7' -draw "roundrectangle 22,130 96,148 9,9" "$WORK/scr.png"
  im -size 400x262 xc:none -fill '#1c2233' -draw "roundrectangle 0,0 399,250 14,14" "$WORK/scr.png" -gravity north -geometry +0+14 -composite "$WORK/lap.png"
  im "$WORK/lap.png" -background none -gravity north -extent 460x276 -fill '#2b3246' -draw "polygon 0,262 460,262 440,276 20,276" \
    -fill '#3a4260' -draw "rectangle 190,262 270,266" "$WORK/lap.png"
  shadowed "$WORK/lap.png" "$WORK/lap.png"
  still vault vault 92 190 0 6 "$WORK/ps.png" 0.6 0.42 0
  vault_mark "$WORK/ps.png" 0.6 0.42 0
  im "$WORK/ps.png" -fill 'rgba(239,255,251,0.85)' -draw "rectangle 10,150 60,156" -fill '#2bbba7' -draw "roundrectangle 10,164 52,176 6,6" "$WORK/ps.png"
  rounded "$WORK/ps.png" "$WORK/ps.png" 10
  im -size 104x206 xc:none -fill '#0d0f12' -draw "roundrectangle 0,0 103,205 16,16" "$WORK/ps.png" -gravity center -composite "$WORK/ph.png"
  shadowed "$WORK/ph.png" "$WORK/ph.png"
  im "$WORK/w2.png" "$WORK/lap.png" -gravity center -geometry -50+10 -composite "$WORK/ph.png" -geometry +200+50 -composite "$WORK/w2.png"
  sample_out "$WORK/w2.png" web-design-2 "Web Design" '#0b1020' '#2bbba7'

  # --- branding 1: mark, palette, type
  "${FF[@]}" -width 120 -height 120 -i "$OUT/favicon.svg" -frames:v 1 -update 1 "$WORK/fav120.png"
  im -size ${W}x${H} xc:'#efe6d8' "$WORK/b1.png"
  txt "$WORK/aa.png" "$F_SERIF" 96 '#0b1020' 0 "Aa"
  txt "$WORK/tf1.png" "$F_BOLD" 13 '#0b1020' 2 "DISPLAY — SERIF"
  txt "$WORK/tf2.png" "$F_SANS" 13 '#5a5550' 1 "Text — Sans, 16 / 24"
  local sw=('#0b1020' '#e4405f' '#ff6b35' '#f7c548' '#f5efe6') d=""
  for i in 0 1 2 3 4; do d="$d fill ${sw[$i]} circle $((360 + i * 52)),272 $((360 + i * 52)),$((272 + 21))"; done
  im "$WORK/b1.png" -fill '#0b1020' -draw "circle 170,180 170,290" "$WORK/fav120.png" -gravity northwest -geometry +110+120 -composite \
    -stroke '#d8ccba' -strokewidth 1 -draw "$d" -stroke none \
    "$WORK/aa.png" -geometry +340+66 -composite "$WORK/tf1.png" -geometry +344+182 -composite "$WORK/tf2.png" -geometry +344+204 -composite \
    -fill '#d8ccba' -draw "rectangle 344,230 590,231" "$WORK/b1.png"
  sample_out "$WORK/b1.png" branding-1 "Branding" '#ffffff' '#0b1020'

  # --- branding 2: business cards
  im -size ${W}x${H} radial-gradient:'#2a3050-#0b1020' "$WORK/b2.png"
  "${FF[@]}" -width 64 -height 64 -i "$OUT/logo-mark.svg" -frames:v 1 -update 1 "$WORK/mk.png"
  txt "$WORK/bn.png" "$F_BOLD" 15 '#f5efe6' 3 "SILVER LAKE CREATIVE"
  im -size 300x172 xc:none -fill '#121a33' -draw "roundrectangle 0,0 299,171 8,8" \
    "$WORK/mk.png" -gravity northwest -geometry +28+26 -composite "$WORK/bn.png" -geometry +30+118 -composite \
    -fill '#ff6b35' -draw "rectangle 30,104 60,106" "$WORK/bc1.png"
  txt "$WORK/bp.png" "$F_BOLD" 14 '#0b1020' 0 "Ana Reyes"
  txt "$WORK/bq.png" "$F_SANS" 10 '#6b6259' 1 "Creative Director"
  im -size 300x172 xc:none -fill '#f5efe6' -draw "roundrectangle 0,0 299,171 8,8" \
    "$WORK/bp.png" -gravity northwest -geometry +28+30 -composite "$WORK/bq.png" -geometry +28+52 -composite \
    -fill '#c9bfb1' -draw "rectangle 28,118 170,120" -draw "rectangle 28,128 150,130" -draw "rectangle 28,138 160,140" \
    -fill '#e4405f' -draw "circle 262,40 262,52" "$WORK/bc2.png"
  im "$WORK/bc1.png" -background none -rotate -8 "$WORK/bc1.png"; im "$WORK/bc2.png" -background none -rotate 7 "$WORK/bc2.png"
  shadowed "$WORK/bc1.png" "$WORK/bc1.png"; shadowed "$WORK/bc2.png" "$WORK/bc2.png"
  im "$WORK/b2.png" "$WORK/bc2.png" -gravity center -geometry +80+24 -composite "$WORK/bc1.png" -geometry -90-6 -composite "$WORK/b2.png"
  sample_out "$WORK/b2.png" branding-2 "Branding" '#0b1020' '#f7c548'

  # --- video production 1: player frame
  still canyon canyon 640 360 0 6 "$WORK/v1.png" 1.1 0.1 0
  txt "$WORK/tc.png" "$F_SANS" 12 '#ffffff' 1 "01:24 / 02:30"
  im "$WORK/v1.png" -fill black -draw "rectangle 0,0 639,34" -draw "rectangle 0,326 639,359" \
    -fill 'rgba(0,0,0,0.35)' -draw "circle 320,180 320,222" -fill 'rgba(255,255,255,0.95)' -draw "polygon 308,160 308,200 342,180" \
    -fill none -stroke 'rgba(255,255,255,0.9)' -strokewidth 2 -draw "circle 320,180 320,222" -stroke none \
    -fill 'rgba(255,255,255,0.3)' -draw "roundrectangle 24,306 616,309 2,2" -fill '#ff6b35' -draw "roundrectangle 24,306 360,309 2,2" -draw "circle 360,307 360,313" \
    "$WORK/tc.png" -gravity southeast -geometry +24+8 -composite "$WORK/v1.png"
  sample_out "$WORK/v1.png" video-production-1 "Video Production" '#0b1020' '#f7c548'

  # --- video production 2: camera viewfinder
  still bokeh amber 640 360 2 8 "$WORK/v2.png"
  txt "$WORK/rec.png" "$F_BOLD" 13 '#ffffff' 2 "REC"
  txt "$WORK/tcode.png" "$F_SANS" 13 '#ffffff' 2 "00:12:48:09"
  txt "$WORK/fmt.png" "$F_SANS" 12 '#ffffff' 2 "4K  ·  24 FPS  ·  ISO 800"
  local b="stroke white stroke-width 2 fill none"
  im "$WORK/v2.png" -draw "$b polyline 40,60 40,40 60,40" -draw "$b polyline 580,40 600,40 600,60" \
    -draw "$b polyline 40,300 40,320 60,320" -draw "$b polyline 600,300 600,320 580,320" \
    -draw "$b line 310,180 330,180" -draw "$b line 320,170 320,190" \
    -draw "stroke rgba(255,255,255,0.25) stroke-width 1 line 213,40 213,320 line 427,40 427,320 line 40,120 600,120 line 40,240 600,240" \
    -fill '#ff3b30' -draw "circle 62,70 62,76" "$WORK/rec.png" -gravity northwest -geometry +74+63 -composite \
    "$WORK/tcode.png" -gravity northeast -geometry +62+63 -composite "$WORK/fmt.png" -gravity southwest -geometry +62+56 -composite \
    -fill none -stroke white -strokewidth 1.5 -draw "rectangle 548,290 574,302" -stroke none -fill white -draw "rectangle 575,294 577,298" -draw "rectangle 551,293 566,299" "$WORK/v2.png"
  sample_out "$WORK/v2.png" video-production-2 "Video Production" '#0b1020' '#f7c548'
}

# ================================================================ readme ===============
describe() {
  case $1 in
    video/background.mp4) echo "Home page background loop: slow Los Angeles sunset over water" ;;
    video/background-poster.webp) echo "First frame of the home background, shown while it loads" ;;
    video/creative-background.mp4) echo "Employment-mode background loop: magenta/violet light ribbons and rings" ;;
    video/creative-background-poster.webp) echo "First frame of the employment-mode background" ;;
    video/reel.mp4) echo "Agency reel: Brand Strategy, Creative Campaigns, Media Buying, Production, Digital, end card, with a synthesized music bed" ;;
    video/reel-poster.webp) echo "Poster of the reel (its end card)" ;;
    video/showcase-highlight-reel.mp4) echo "Showcase video \"Highlight Reel\": warm light leaks and flares" ;;
    video/showcase-brand-vision.mp4) echo "Showcase video \"Brand Vision\": gold geometry on navy" ;;
    video/showcase-client-stories.mp4) echo "Showcase video \"Client Stories\": amber bokeh" ;;
    video/showcase-*-poster.webp) echo "Poster of the showcase video (a frame at 2 s, without its title)" ;;
    case-studies/*/hero.mp4) echo "Case-study hero video (loop)" ;;
    case-studies/*/vertical.mp4) echo "Case-study vertical (stories) video (loop)" ;;
    case-studies/*/thumbnail.webp) echo "Case-study card thumbnail: the key visual, no lettering" ;;
    case-studies/*/hero.webp) echo "Case-study hero image: the key visual, no lettering" ;;
    case-studies/*/frame-480w.webp) echo "The key visual detail, small, for the home page's work row" ;;
    case-studies/*/hero-800w.webp) echo "The hero at 800 px, for phones (asked for as hero.webp?w=800)" ;;
    case-studies/*/gallery-1.webp) echo "Gallery: key visual detail" ;;
    case-studies/*/gallery-2.webp) echo "Gallery: poster campaign mock-up" ;;
    case-studies/*/gallery-3.webp) echo "Gallery: social launch mock-up (story + feed posts)" ;;
    awards/*.svg) echo "Award badge: $(sed -n 's:.*<title id="[^"]*">\(.*\)</title>.*:\1:p' "$OUT/$1")" ;;
    logo.svg) echo "Wordmark with the sun-over-water mark, white on transparent" ;;
    logo-mark.svg) echo "The mark alone, white on transparent" ;;
    favicon.svg) echo "Favicon: the mark on a dark rounded square" ;;
    favicon.png) echo "Favicon, PNG" ;;
    apple-touch-icon.png) echo "Home-screen icon" ;;
    og-image.jpg) echo "Social share image: name and tagline over the sunset" ;;
    sample/*.webp) echo "Sample-content thumbnail: $(basename "$1" .webp | sed 's/-\([0-9]\)$/ \1/; s/-/ /g')" ;;
    sounds/word-limit.mp3) echo "Word-limit warning: gentle two-note chime" ;;
    *) echo "" ;;
  esac
}
spec() {
  local f="$OUT/$1"
  case $1 in
    *.mp4)
      local v au d
      v=$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height -of csv=p=0 "$f")
      au=$(ffprobe -v error -select_streams a:0 -show_entries stream=codec_name,bit_rate -of csv=p=0 "$f")
      d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$f")
      awk -v v="$v" -v a="$au" -v d="$d" 'BEGIN{split(v,x,","); split(a,y,",");
        s=x[2]"×"x[3]", "sprintf("%.1f",d)" s, "toupper(x[1]);
        s=s (a=="" ? ", no audio" : " + "toupper(y[1])" "sprintf("%.0f",y[2]/1000)" kbps"); print s}' ;;
    *.mp3) ffprobe -v error -select_streams a:0 -show_entries stream=duration,bit_rate,channels -of default=nw=1 "$f" |
             awk -F= '/duration/{d=$2} /bit_rate/{b=$2} /channels/{c=$2} END{printf "%.1f s, MP3, %s, %d kbps\n", d, (c==1?"mono":c" channels"), b/1000}' ;;
    *.svg) sed -n 's/.*viewBox="\([^"]*\)".*/viewBox \1/p' "$f" | head -1 ;;
    *) im "$f" -format "%w×%h, $(tr '[:lower:]' '[:upper:]' <<<"${f##*.}")" info: ;;
  esac
}
part_readme() {
  log "README.md"
  local f total
  total=$(du -sk --exclude=README.md "$OUT" | cut -f1)
  {
    echo "# Media"
    echo
    echo "Every file in this folder is generated, on any machine, by \`scripts/make-media.sh\` (from the"
    echo "repository root). Nothing is downloaded: the pictures and motion are ffmpeg filter graphs (\`geq\`"
    echo "fields coloured through gradient-map Hald CLUTs, film grain) and ImageMagick drawing, the text is"
    echo "set in DejaVu, and the audio is synthesized with ffmpeg \`aevalsrc\`."
    echo
    echo '```sh'
    echo "apt-get install -y ffmpeg imagemagick fonts-dejavu-core sox   # fonts-dejavu-extra: optional weights"
    echo "scripts/make-media.sh                                          # everything"
    echo "scripts/make-media.sh cases reel                               # or some parts"
    echo '```'
    echo
    echo "Parts: brand, awards, sound, backgrounds, reel, showcase, cases, variants, samples, readme. The output is"
    echo "deterministic for given tool versions. The site refers to these files as \`/media/...\`."
    echo
    echo "Total: $((total / 1024)).$(((total % 1024) * 10 / 1024)) MB."
    echo
    echo "| File | What it is | Format | Size |"
    echo "| --- | --- | --- | ---: |"
    (cd "$OUT" && find . -type f ! -name README.md | sed 's:^\./::' | LC_ALL=C sort) | while read -r f; do
      printf '| `%s` | %s | %s | %s KB |\n' "$f" "$(describe "$f")" "$(spec "$f")" "$(awk -v b="$(stat -c %s "$OUT/$f")" 'BEGIN{printf "%.1f", b/1024}')"
    done
  } >"$OUT/README.md"
}

# ================================================================ main =================
main() {
  mkdir -p "$OUT"
  make_palettes
  for p in brand awards sound backgrounds reel showcase cases variants samples readme; do
    if want "$p" && declare -F "part_$p" >/dev/null; then "part_$p"; fi
  done
  log "done: $(du -sh "$OUT" | cut -f1) in $OUT"
}
main; exit
